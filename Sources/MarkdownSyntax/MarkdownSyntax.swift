// Parser entry points live in Parser/.
