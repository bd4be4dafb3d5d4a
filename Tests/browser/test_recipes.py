"""Browser tests of the recipe editor (`/recipes`): the WWDC25 "Cook up a rich text experience"
walkthrough replayed in headless Chromium against the real `attributed serve` binary."""

import json
import os
import pathlib
import re
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_webapp import api, style, wait

GREEN = "rgb(52, 199, 89)"  # StyleColor.green (light), set by the IngredientsAreGreen constraint
TEXT = "Melt the butter. Whisk the butter with sugar, then fold in more butter."

# The surface's text, paragraphs joined with "\n" as the AttributedString has them.
EDITOR_TEXT = """
    return Array.from(document.getElementById('recipe-editor').children)
        .filter(p => p.tagName === 'P').map(p => p.textContent).join('\\n');
"""

# Selects UTF-16 offsets [start, end) the way a mouse selection does: a DOM selection in the
# surface's text nodes (an implementation of the mapping independent of the page's).
SELECT = """
    const [start, end] = arguments;
    const editor = document.getElementById('recipe-editor');
    function position(target) {
        let base = 0;
        for (const paragraph of editor.children) {
            const length = paragraph.textContent.length;
            if (target <= base + length) {
                let local = target - base;
                const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                    if (local <= node.length) return [node, local];
                    local -= node.length;
                }
                return [paragraph, 0];
            }
            base += length + 1;
        }
        throw new Error('offset ' + target + ' is past the text');
    }
    if (document.activeElement !== editor) editor.focus();
    const [a, b] = [position(start), position(end)];
    document.getSelection().setBaseAndExtent(a[0], a[1], b[0], b[1]);
"""

# The DOM selection as UTF-16 offsets [start, end].
READ_SELECTION = """
    const editor = document.getElementById('recipe-editor');
    const selection = document.getSelection();
    if (selection.rangeCount === 0) return null;
    function offset(node, within) {
        let base = 0;
        for (const paragraph of editor.children) {
            if (paragraph.contains(node)) {
                const range = document.createRange();
                range.setStart(paragraph, 0);
                range.setEnd(node, within);
                return base + range.toString().length;
            }
            base += paragraph.textContent.length + 1;
        }
        return null;
    }
    const range = selection.getRangeAt(0);
    return [offset(range.startContainer, range.startOffset), offset(range.endContainer, range.endOffset)];
"""

# Text and computed style of the element holding the first text node that contains `needle`.
STYLE_OF_TEXT = """
    const [needle] = arguments;
    const walker = document.createTreeWalker(document.getElementById('recipe-editor'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.data.includes(needle)) {
            const style = getComputedStyle(node.parentElement);
            return {text: node.data, color: style.color, fontWeight: style.fontWeight,
                    ingredient: node.parentElement.closest('[data-ingredient]') !== null};
        }
    }
    return null;
"""

INGREDIENTS = """
    return Array.from(document.querySelectorAll('#recipe-editor [data-ingredient]'))
        .map(span => ({text: span.textContent, color: getComputedStyle(span).color}));
"""


def wait_idle(browser, timeout=15):
    wait(browser, timeout).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-editor-state") == "idle")


def editor_text(browser):
    return browser.execute_script(EDITOR_TEXT)


def select(browser, start, end=None):
    """Selects like a mouse does, then waits until the server has the selection."""
    end = start if end is None else end
    browser.execute_script(SELECT, start, end)
    wait(browser).until(lambda b: b.find_element(By.ID, "recipe-editor").get_attribute("data-selection") == f"{start},{end}")
    wait_idle(browser)


def type_keys(browser, *keys):
    ActionChains(browser).send_keys(*keys).perform()


def press(browser, key, modifier=Keys.CONTROL, shift=False):
    chain = ActionChains(browser).key_down(modifier)
    if shift:
        chain = chain.key_down(Keys.SHIFT)
    chain = chain.send_keys(key)
    if shift:
        chain = chain.key_up(Keys.SHIFT)
    chain.key_up(modifier).perform()


def create_recipe(browser, server, title):
    browser.get(server.url + "/recipes")
    wait_idle(browser)
    field = browser.find_element(By.ID, "new-recipe-title")
    field.send_keys(title, Keys.ENTER)
    wait(browser).until(lambda b: re.search(r"/recipes/\d+$", b.current_url))
    wait_idle(browser)
    return int(browser.current_url.rsplit("/", 1)[1])


def server_state(server, recipe_id, browser=None):
    """The recipe's state; with `browser`, as that page's client (its selection and undo history)."""
    client = "" if browser is None else "?client=" + browser.find_element(By.ID, "recipe-editor").get_attribute("data-client")
    status, state = api(server, "GET", f"/api/recipes/{recipe_id}{client}")
    assert status == 200
    return state


def test_wwdc_walkthrough(server, browser):
    browser.get(server.url + "/recipes")
    wait_idle(browser)
    assert browser.find_element(By.ID, "recipes-empty").is_displayed()
    assert "No recipes yet" in browser.find_element(By.ID, "recipes-empty").text

    recipe_id = create_recipe(browser, server, "Shortbread")
    assert browser.find_element(By.ID, "recipe-title").text == "Shortbread"
    assert browser.find_element(By.CSS_SELECTOR, "#recipe-list a[aria-current=page]").text == "Shortbread"

    # Type the recipe (fast: every key is an operation, queued one after another).
    browser.find_element(By.ID, "recipe-editor").click()
    type_keys(browser, TEXT)
    wait(browser, 30).until(lambda b: editor_text(b) == TEXT)
    wait_idle(browser)
    assert server_state(server, recipe_id)["text"] == TEXT

    # Select the second "butter": the inspector suggests it.
    second = TEXT.index("butter", TEXT.index("butter") + 1)
    select(browser, second, second + 6)
    wait(browser).until(lambda b: b.find_element(By.ID, "suggestion").is_displayed())
    assert browser.find_element(By.ID, "suggestion-text").text == "butter"

    # "+" adds it: every occurrence is green, the selection has not moved.
    browser.find_element(By.ID, "add-ingredient").click()
    wait(browser).until(lambda b: len(b.execute_script(INGREDIENTS)) == 3)
    wait_idle(browser)
    assert browser.execute_script(INGREDIENTS) == [{"text": "butter", "color": GREEN}] * 3
    assert browser.execute_script(READ_SELECTION) == [second, second + 6]
    assert server_state(server, recipe_id, browser)["selection"] == [{"start": second, "end": second + 6}]
    item = browser.find_element(By.CSS_SELECTOR, "#ingredient-list li[data-ingredient=butter]")
    assert "×3" in item.text
    wait(browser).until(lambda b: b.find_element(By.ID, "recipe-status").text == "“butter” is an ingredient: 3 occurrences.")

    # Typing right after the first "butter" does not extend it.
    first_end = TEXT.index("butter") + 6
    select(browser, first_end)
    type_keys(browser, "milk")
    wait(browser).until(lambda b: "buttermilk" in editor_text(b))
    wait_idle(browser)
    milk = browser.execute_script(STYLE_OF_TEXT, "milk")
    assert milk["text"].startswith("milk") and not milk["ingredient"]
    assert milk["color"] != GREEN
    assert [span["text"] for span in browser.execute_script(INGREDIENTS)] == ["butter"] * 3

    # Deleting a character inside the second "butter" ends that ingredient.
    inside = second + len("milk") + 3  # after "but"
    select(browser, inside)
    type_keys(browser, Keys.BACKSPACE)
    wait(browser).until(lambda b: "Whisk the buter" in editor_text(b))
    wait_idle(browser)
    buter = browser.execute_script(STYLE_OF_TEXT, "buter")
    assert not buter["ingredient"] and buter["color"] != GREEN
    assert browser.execute_script(INGREDIENTS) == [{"text": "butter", "color": GREEN}] * 2
    wait(browser).until(lambda b: "×2" in b.find_element(By.CSS_SELECTOR, "#ingredient-list li[data-ingredient=butter]").text)

    # Ctrl+B on a word makes it bold; Ctrl+Z undoes it.
    text = editor_text(browser)
    whisk = text.index("Whisk")
    select(browser, whisk, whisk + 5)
    press(browser, "b")
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#recipe-editor strong"))
    wait_idle(browser)
    assert int(browser.execute_script(STYLE_OF_TEXT, "Whisk")["fontWeight"]) >= 700
    assert browser.execute_script(STYLE_OF_TEXT, "Whisk")["text"] == "Whisk"
    assert browser.find_element(By.ID, "format-bold").get_attribute("aria-pressed") == "true"
    press(browser, "z")
    wait(browser).until(lambda b: not b.find_elements(By.CSS_SELECTOR, "#recipe-editor strong"))
    wait_idle(browser)
    assert int(browser.execute_script(STYLE_OF_TEXT, "Whisk")["fontWeight"]) < 700
    assert editor_text(browser) == text

    # Bold again from the toolbar, then reload: the recipe is as it was.
    select(browser, whisk, whisk + 5)
    browser.find_element(By.ID, "format-bold").click()
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#recipe-editor strong"))
    wait_idle(browser)
    browser.refresh()
    wait_idle(browser)
    assert editor_text(browser) == text
    assert browser.execute_script(INGREDIENTS) == [{"text": "butter", "color": GREEN}] * 2
    assert [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#recipe-editor strong")] == ["Whisk"]
    assert int(browser.execute_script(STYLE_OF_TEXT, "Whisk")["fontWeight"]) >= 700


def test_fast_typing_paragraphs_and_deletion_stay_in_order(server, browser):
    recipe_id = create_recipe(browser, server, "Bread")
    browser.find_element(By.ID, "recipe-editor").click()
    type_keys(browser, "Mix flour and water", Keys.ENTER, "Knead 10 minutes", Keys.ENTER, Keys.ENTER, "Bake")
    expected = "Mix flour and water\nKnead 10 minutes\n\nBake"
    wait(browser, 30).until(lambda b: editor_text(b) == expected)
    wait_idle(browser)
    assert len(browser.find_elements(By.CSS_SELECTOR, "#recipe-editor > p")) == 4
    type_keys(browser, Keys.BACKSPACE, Keys.BACKSPACE, "ke!")
    wait(browser).until(lambda b: editor_text(b) == expected[:-2] + "ke!")
    wait_idle(browser)
    # Arrow keys move the caret natively; the next edit happens there.
    type_keys(browser, Keys.HOME, "Then ")
    wait(browser).until(lambda b: editor_text(b).endswith("\nThen Bake!"))
    wait_idle(browser)
    assert server_state(server, recipe_id)["text"] == "Mix flour and water\nKnead 10 minutes\n\nThen Bake!"
    # Undo and redo from the toolbar.
    browser.find_element(By.ID, "undo").click()
    wait(browser).until(lambda b: editor_text(b).endswith("\nBake!"))
    wait_idle(browser)
    browser.find_element(By.ID, "redo").click()
    wait(browser).until(lambda b: editor_text(b).endswith("\nThen Bake!"))


def test_mouse_and_keyboard_selections_reach_the_server(server, browser):
    recipe_id = create_recipe(browser, server, "Omelette")
    editor = browser.find_element(By.ID, "recipe-editor")
    editor.click()
    type_keys(browser, "Beat three eggs with chives")
    wait(browser).until(lambda b: editor_text(b) == "Beat three eggs with chives")
    wait_idle(browser)
    # A native double-click selects a word: the inspector suggests it and the server has it.
    eggs = browser.execute_script("""
        const walker = document.createTreeWalker(document.getElementById('recipe-editor'), NodeFilter.SHOW_TEXT);
        const node = walker.nextNode();
        const range = document.createRange();
        range.setStart(node, 11);
        range.setEnd(node, 15);
        const box = range.getBoundingClientRect();
        const host = document.getElementById('recipe-editor').getBoundingClientRect();
        return [box.left + box.width / 2 - host.left - host.width / 2, box.top + box.height / 2 - host.top - host.height / 2];
    """)
    ActionChains(browser).move_to_element_with_offset(editor, int(eggs[0]), int(eggs[1])).double_click().perform()
    wait(browser).until(lambda b: b.find_element(By.ID, "suggestion-text").text == "eggs")
    wait_idle(browser)
    assert server_state(server, recipe_id, browser)["selection"][0]["start"] == 11
    # Shift+arrows extend the selection natively; typing replaces what is selected.
    type_keys(browser, Keys.END)
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.ARROW_LEFT * 6).key_up(Keys.SHIFT).perform()
    wait(browser).until(lambda b: b.find_element(By.ID, "suggestion-text").text == "chives")
    type_keys(browser, "salt")
    wait(browser).until(lambda b: editor_text(b) == "Beat three eggs with salt")
    wait_idle(browser)
    assert server_state(server, recipe_id)["text"] == "Beat three eggs with salt"


def test_recipes_list_newest_first_and_delete_with_confirmation(server, browser):
    for title in ("Older", "Newer"):
        assert api(server, "POST", "/api/recipes", {"title": title})[0] == 201
    browser.get(server.url + "/recipes")
    wait_idle(browser)
    titles = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#recipe-list a")]
    assert titles == ["Newer", "Older"]
    assert browser.find_element(By.ID, "no-recipe").is_displayed()

    browser.find_element(By.CSS_SELECTOR, "#recipe-list button[aria-label='Delete “Older”']").click()
    dialog = browser.find_element(By.ID, "confirm-delete-recipe")
    wait(browser).until(lambda b: dialog.is_displayed())
    dialog.find_element(By.CSS_SELECTOR, "button[value=cancel]").click()
    wait(browser).until(lambda b: not dialog.is_displayed())
    assert len(browser.find_elements(By.CSS_SELECTOR, "#recipe-list li")) == 2

    browser.find_element(By.CSS_SELECTOR, "#recipe-list button[aria-label='Delete “Older”']").click()
    wait(browser).until(lambda b: dialog.is_displayed())
    browser.find_element(By.ID, "confirm-delete-recipe-button").click()
    wait(browser).until(lambda b: [a.text for a in b.find_elements(By.CSS_SELECTOR, "#recipe-list a")] == ["Newer"])
    assert [r["title"] for r in api(server, "GET", "/api/recipes")[1]["recipes"]] == ["Newer"]

    # Deleting the open recipe from its toolbar goes back to the list.
    browser.find_element(By.CSS_SELECTOR, "#recipe-list a").click()
    wait(browser).until(lambda b: re.search(r"/recipes/\d+$", b.current_url))
    wait_idle(browser)
    browser.find_element(By.ID, "delete-recipe").click()
    dialog = browser.find_element(By.ID, "confirm-delete-recipe")  # a new page, a new dialog
    wait(browser).until(lambda b: dialog.is_displayed())
    browser.find_element(By.ID, "confirm-delete-recipe-button").click()
    wait(browser).until(lambda b: b.current_url.endswith("/recipes"))
    wait_idle(browser)
    assert browser.find_element(By.ID, "recipes-empty").is_displayed()


def test_exports_download_every_format(server, browser):
    recipe_id = create_recipe(browser, server, "Toast")
    browser.find_element(By.ID, "recipe-editor").click()
    type_keys(browser, "Butter the toast")
    wait(browser).until(lambda b: editor_text(b) == "Butter the toast")
    wait_idle(browser)
    for format_name, marker in (("markdown", "Butter the toast"), ("html", "<!DOCTYPE html>"), ("rtf", "{\\rtf1"), ("json", "Butter the toast")):
        link = browser.find_element(By.ID, f"export-{format_name}")
        href = link.get_attribute("href")
        assert href == f"{server.url}/api/recipes/{recipe_id}/export/{format_name}"
        assert link.get_attribute("download") is not None
        with urllib.request.urlopen(href, timeout=10) as response:
            assert response.status == 200
            assert response.headers["Content-Disposition"].startswith("attachment; filename=\"Toast.")
            assert marker in response.read().decode()
    assert json.loads(urllib.request.urlopen(f"{server.url}/api/recipes/{recipe_id}/export/json").read()) == "Butter the toast"


def test_layout_keyboard_focus_and_color_schemes(server, browser):
    create_recipe(browser, server, "Soup")
    editor = browser.find_element(By.ID, "recipe-editor")
    for selector in ("header nav a[href='/recipes'][aria-current=page]", "main", "[role=toolbar]", "[role=status]", "#recipe-editor[role=textbox]"):
        assert browser.find_elements(By.CSS_SELECTOR, selector), selector
    # Three columns side by side, then stacked in a narrow window.
    columns = [browser.find_element(By.CSS_SELECTOR, s).rect for s in (".recipes-list-pane", ".recipe-editor-pane", ".inspector-pane")]
    assert columns[0]["x"] < columns[1]["x"] < columns[2]["x"]
    browser.set_window_size(420, 900)
    columns = [browser.find_element(By.CSS_SELECTOR, s).rect for s in (".recipes-list-pane", ".recipe-editor-pane", ".inspector-pane")]
    assert columns[0]["y"] < columns[1]["y"] < columns[2]["y"]
    assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    browser.set_window_size(1280, 900)
    # Keyboard: Tab reaches the toolbar and the surface, whose focus is visible.
    browser.find_element(By.TAG_NAME, "body").click()
    reached = []
    for _ in range(30):
        browser.switch_to.active_element.send_keys(Keys.TAB)
        active = browser.switch_to.active_element
        reached.append(active.get_attribute("id"))
        if active.get_attribute("id") == "recipe-editor":
            assert style(browser, active, "outline-style") != "none"
            break
    for control in ("new-recipe-title", "format-bold", "export-markdown", "delete-recipe", "recipe-editor"):
        assert control in reached, reached
    # Dark scheme: the page goes dark, the surface stays paper.
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.refresh()
    wait_idle(browser)
    assert style(browser, browser.find_element(By.TAG_NAME, "body"), "background-color") == "rgb(13, 17, 23)"
    assert style(browser, browser.find_element(By.ID, "recipe-editor"), "background-color") == "rgb(255, 255, 255)"


def test_recipe_screenshots(server, browser, tmp_path):
    """Pictures for docs/web-app.md (written to $SCREENSHOT_DIR when set)."""
    directory = pathlib.Path(os.environ.get("SCREENSHOT_DIR", tmp_path))
    directory.mkdir(parents=True, exist_ok=True)
    assert api(server, "POST", "/api/recipes", {"title": "Pancakes"})[0] == 201
    create_recipe(browser, server, "Shortbread")
    browser.find_element(By.ID, "recipe-editor").click()
    type_keys(browser, "Cream the butter and the sugar.", Keys.ENTER, "Add the flour, then the rest of the butter. Chill.")
    wait(browser, 30).until(lambda b: editor_text(b).endswith("Chill."))
    wait_idle(browser)
    for word in ("butter", "sugar", "flour"):
        at = editor_text(browser).index(word)
        select(browser, at, at + len(word))
        wait(browser).until(lambda b: b.find_element(By.ID, "suggestion-text").text == word)
        browser.find_element(By.ID, "add-ingredient").click()
        wait_idle(browser)
    at = editor_text(browser).index("Chill")
    select(browser, at, at + 5)
    press(browser, "b")
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#recipe-editor strong"))
    at = editor_text(browser).index("butter")
    select(browser, at, at + 6)
    wait(browser).until(lambda b: b.find_element(By.ID, "suggestion").is_displayed())
    browser.save_screenshot(str(directory / "recipe-editor.png"))
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.refresh()
    wait_idle(browser)
    browser.save_screenshot(str(directory / "recipe-editor-dark.png"))
    browser.set_window_size(420, 1400)
    browser.refresh()
    wait_idle(browser)
    browser.save_screenshot(str(directory / "recipe-editor-narrow.png"))
    for name in ("recipe-editor.png", "recipe-editor-dark.png", "recipe-editor-narrow.png"):
        assert (directory / name).stat().st_size > 10_000


def test_patched_surface_equals_a_fresh_load(server, browser):
    """Operations answer with the paragraphs they changed; the page patches those paragraphs
    (the others stay the same DOM nodes), and the result is the surface a fresh load shows."""
    recipe_id = create_recipe(browser, server, "Stew")
    browser.find_element(By.ID, "recipe-editor").click()
    type_keys(browser, "Brown the onions", Keys.ENTER, "Add the beef", Keys.ENTER, "Simmer for an hour")
    wait(browser, 30).until(lambda b: editor_text(b) == "Brown the onions\nAdd the beef\nSimmer for an hour")
    wait_idle(browser)
    # Mark the first and last paragraphs' nodes: an edit in the second must leave them in place.
    browser.execute_script("""
        const p = document.querySelectorAll('#recipe-editor > p');
        p[0].dataset.kept = 'first'; p[2].dataset.kept = 'last';
    """)
    select(browser, 29)  # end of "Add the beef"
    type_keys(browser, "!")
    wait(browser).until(lambda b: "Add the beef!" in editor_text(b))
    wait_idle(browser)
    kept = browser.execute_script(
        "return Array.from(document.querySelectorAll('#recipe-editor > p')).map(p => p.dataset.kept || '')")
    assert kept == ["first", "", "last"]
    # A sequence of operations: formatting, an ingredient, paragraphs joined and split, undo.
    select(browser, 0, 5)
    press(browser, "b")
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#recipe-editor strong"))
    wait_idle(browser)
    select(browser, 25, 29)  # "beef"
    browser.find_element(By.ID, "add-ingredient").click()
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#recipe-editor [data-ingredient]"))
    wait_idle(browser)
    select(browser, 17)  # start of the second paragraph
    type_keys(browser, Keys.BACKSPACE)
    wait(browser).until(lambda b: "\n" in editor_text(b) and editor_text(b).startswith("Brown the onionsAdd"))
    wait_idle(browser)
    type_keys(browser, Keys.ENTER, Keys.ENTER, "Season")
    wait(browser).until(lambda b: "\n\nSeasonAdd" in editor_text(b))
    wait_idle(browser)
    before_undo = editor_text(browser)
    press(browser, "z")
    wait(browser).until(lambda b: editor_text(b) != before_undo)
    wait_idle(browser)
    patched = browser.execute_script("""
        const editor = document.getElementById('recipe-editor');
        editor.querySelectorAll('[data-kept]').forEach(p => p.removeAttribute('data-kept'));
        return editor.innerHTML;
    """)
    revision = browser.find_element(By.ID, "recipe-editor").get_attribute("data-revision")
    assert revision == str(server_state(server, recipe_id)["revision"])
    browser.refresh()
    wait_idle(browser)
    assert browser.execute_script("return document.getElementById('recipe-editor').innerHTML") == patched
