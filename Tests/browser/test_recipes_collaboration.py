"""Browser tests of the recipe editor with several pages on one recipe, and with the server
away: each page is a client with its own caret and undo history; changes from the other page
arrive through Server-Sent Events; keystrokes typed while the server is down are kept and sent,
in order, when it is back."""

import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_recipes import editor_text, press, select, type_keys, wait_idle
from test_webapp import api, wait


def shared_recipe(server, text):
    status, created = api(server, "POST", "/api/recipes", {"title": "Shared"})
    assert status == 201
    status, state = api(server, "POST", f"/api/recipes/{created['id']}/operations",
                        {"op": "insertFromPaste", "text": text, "client": "setup"})
    assert status == 200 and state["text"] == text
    return created["id"]


def open_recipe(browser, server, recipe_id, caret):
    browser.get(f"{server.url}/recipes/{recipe_id}")
    wait_idle(browser)
    select(browser, caret)


def server_text(server, recipe_id):
    status, state = api(server, "GET", f"/api/recipes/{recipe_id}")
    assert status == 200
    return state["text"]


def status_text(browser):
    return browser.find_element(By.ID, "recipe-status").text


def test_two_tabs_typing_interleaved_keep_every_character_where_its_author_typed_it(server, browser, second_browser):
    recipe_id = shared_recipe(server, "Alpha Omega")
    first, second = browser, second_browser
    # The first page types after "Alpha", the second at the end: every keystroke of the first
    # moves the second's caret, and each page often sends from a revision the other has passed.
    open_recipe(first, server, recipe_id, 5)
    open_recipe(second, server, recipe_id, 11)
    typed_first = "".join("0123456789"[index % 10] for index in range(200))
    typed_second = "".join("abcdefghij"[index % 10] for index in range(200))
    for index in range(200):
        type_keys(first, typed_first[index])
        type_keys(second, typed_second[index])
    expected = "Alpha" + typed_first + " Omega" + typed_second
    wait(first, 90).until(lambda _: server_text(server, recipe_id) == expected)
    for page in (first, second):
        wait(page, 30).until(lambda b: editor_text(b) == expected)
        wait_idle(page)
        assert page.find_element(By.ID, "recipe-status").get_attribute("data-kind") != "error"
    revision = api(server, "GET", f"/api/recipes/{recipe_id}")[1]["revision"]
    assert first.find_element(By.ID, "recipe-editor").get_attribute("data-revision") == str(revision)
    assert second.find_element(By.ID, "recipe-editor").get_attribute("data-revision") == str(revision)

    # Each page undoes its own typing only, and the other page sees it within a second.
    second.find_element(By.ID, "undo").click()
    expected = "Alpha" + typed_first + " Omega"
    wait(second).until(lambda b: editor_text(b) == expected)
    started = time.monotonic()
    wait(first, 5).until(lambda b: editor_text(b) == expected)
    assert time.monotonic() - started < 1.5
    first.find_element(By.ID, "undo").click()
    wait(first).until(lambda b: editor_text(b) == "Alpha Omega")
    wait(second).until(lambda b: editor_text(b) == "Alpha Omega")
    assert server_text(server, recipe_id) == "Alpha Omega"


def test_a_remote_change_keeps_the_local_caret_and_typing_in_place(server, browser, second_browser):
    recipe_id = shared_recipe(server, "Beat the eggs")
    open_recipe(browser, server, recipe_id, 13)
    open_recipe(second_browser, server, recipe_id, 0)
    type_keys(second_browser, "Then ")
    wait(browser, 5).until(lambda b: editor_text(b) == "Then Beat the eggs")
    wait_idle(browser)
    # The first page's caret moved with its text: it is still after "eggs".
    assert browser.find_element(By.ID, "recipe-editor").get_attribute("data-selection") == "18,18"
    type_keys(browser, "!")
    wait(second_browser, 5).until(lambda b: editor_text(b) == "Then Beat the eggs!")
    assert server_text(server, recipe_id) == "Then Beat the eggs!"


def test_keystrokes_typed_while_the_server_is_down_are_sent_when_it_is_back(server, browser):
    recipe_id = shared_recipe(server, "Soup")
    open_recipe(browser, server, recipe_id, 4)
    type_keys(browser, ":")
    wait(browser).until(lambda _: server_text(server, recipe_id) == "Soup:")
    wait_idle(browser)

    server.stop()
    type_keys(browser, " boil")
    wait(browser, 10).until(lambda b: "Not connected to the server" in status_text(b))
    message = status_text(browser)
    assert "Failed to fetch" not in message
    assert browser.find_element(By.ID, "recipe-status").get_attribute("data-kind") == "error"
    type_keys(browser, Keys.ENTER, "Salt")
    wait(browser, 10).until(lambda b: "kept here" in status_text(b))

    server.start(same_port=True)
    expected = "Soup: boil\nSalt"
    wait(browser, 30).until(lambda _: server_text(server, recipe_id) == expected)
    wait(browser, 10).until(lambda b: editor_text(b) == expected)
    wait_idle(browser)
    assert "Connected again" in status_text(browser)
    # The page goes on as before: the next keystroke lands at its caret.
    type_keys(browser, "!")
    wait(browser).until(lambda _: server_text(server, recipe_id) == expected + "!")
    # Undo takes back the last typing step, "Salt!" (typed on both sides of the restart).
    press(browser, "z")
    wait(browser).until(lambda _: server_text(server, recipe_id) == "Soup: boil\n")
