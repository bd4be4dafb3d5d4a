/// The variable-size data of a GFM table under construction, kept beside its ``BlockRecord``
/// (which refers to it by ``BlockRecord/tableIndex``) so that records stay plain data.
struct TableBuilder {
    var alignments: [TableColumnAlignment]
    var rows: [TableRowBuilder]
}
