"""Real input for the source editor (`#markdown`, a contenteditable element): keystrokes, text and
key chords through Chrome DevTools' Input domain, as a keyboard or an input method delivers them,
and paste as the browser's `paste` event with a clipboard, so the tests drive the editor the way
people do rather than by setting its text."""

KEYS = {
    "Backspace": ("Backspace", 8, ""),
    "Delete": ("Delete", 46, ""),
    "Enter": ("Enter", 13, "\r"),
    "ArrowLeft": ("ArrowLeft", 37, ""),
    "ArrowRight": ("ArrowRight", 39, ""),
    "ArrowUp": ("ArrowUp", 38, ""),
    "ArrowDown": ("ArrowDown", 40, ""),
    "Home": ("Home", 36, ""),
    "End": ("End", 35, ""),
}
CTRL, SHIFT = 2, 8


def press(browser, key, modifiers=0, commands=None):
    """One key press: keyDown (with the key's text, if any) and keyUp. Letters with Ctrl are chords
    (`press(browser, "z", CTRL)`); `commands` names the editing commands a platform binds to it."""
    if key in KEYS:
        code, virtual, text = KEYS[key]
    else:
        code, virtual, text = "Key" + key.upper(), ord(key.upper()), key
    down = {"type": "keyDown" if text and not modifiers & CTRL else "rawKeyDown", "key": key, "code": code,
            "windowsVirtualKeyCode": virtual, "modifiers": modifiers}
    if text and not modifiers & CTRL:
        down["text"] = text
        down["unmodifiedText"] = text
    if commands:
        down["commands"] = commands
    browser.execute_cdp_cmd("Input.dispatchKeyEvent", down)
    browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code,
                                                      "windowsVirtualKeyCode": virtual, "modifiers": modifiers})


def type_text(browser, text):
    """Text as an input method commits it (one `insertText`)."""
    browser.execute_cdp_cmd("Input.insertText", {"text": text})


def compose(browser, steps, commit):
    """An IME composition: each step shows composing text, then `commit` is inserted."""
    for text in steps:
        browser.execute_cdp_cmd("Input.imeSetComposition", {"text": text, "selectionStart": len(text), "selectionEnd": len(text)})
    browser.execute_cdp_cmd("Input.insertText", {"text": commit})


def focus(browser, start=None, end=None):
    """Focuses the editor and selects [start, end) (UTF-16 offsets; the end of the text when None)."""
    browser.execute_script("""
        const editor = document.getElementById('markdown');
        editor.focus();
        const length = editor.value.length;
        const start = arguments[0] === null ? length : arguments[0];
        editor.setSelectionRange(start, arguments[1] === null ? start : arguments[1]);""", start, end)


def paste(browser, text):
    """Pastes `text` at the selection: the `paste` event a user's Ctrl+V fires, with the text on
    its clipboard (the system clipboard is not reachable from a headless browser)."""
    browser.execute_script("""
        const data = new DataTransfer();
        data.setData('text/plain', arguments[0]);
        document.getElementById('markdown').dispatchEvent(
          new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));""", text)


def value(browser):
    return browser.execute_script("return document.getElementById('markdown').value")


def selection(browser):
    return browser.execute_script("""
        const editor = document.getElementById('markdown');
        return [editor.selectionStart, editor.selectionEnd];""")
