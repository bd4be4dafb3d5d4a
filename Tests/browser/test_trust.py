"""The web app as a service you can trust: two tabs on one string lose nothing, and a page of
another site whose name points to 127.0.0.1 (DNS rebinding) can neither read nor change the library."""

import http.server
import json
import threading
import time
import urllib.request

import conftest
from conftest import Server, make_browser
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from editor_input import focus, type_text, value
from test_webapp import api, wait, wait_for_render


def test_stale_save_gets_the_conflict_ui_and_no_text_is_lost(server, browser):
    status, entry = api(server, "POST", "/api/strings", {"markdown": "base text", "theme": "menlo"})
    assert status == 201
    path = f"/strings/{entry['id']}"

    browser.get(server.url + path)
    wait_for_render(browser)
    tab_a = browser.current_window_handle
    browser.switch_to.new_window("tab")
    tab_b = browser.current_window_handle
    browser.get(server.url + path)
    wait_for_render(browser)

    # Tab A saves first.
    browser.switch_to.window(tab_a)
    focus(browser)
    type_text(browser, " + lines from A")
    wait_for_render(browser)
    browser.find_element(By.ID, "save").click()
    wait(browser).until(lambda b: b.current_url == server.url + "/")
    assert api(server, "GET", f"/api/strings/{entry['id']}")[1]["markdown"] == "base text + lines from A"

    # Tab B still holds the text it opened: its save is refused and both texts are shown.
    browser.switch_to.window(tab_b)
    focus(browser)
    type_text(browser, " + lines from B")
    wait_for_render(browser)
    browser.find_element(By.ID, "save").click()
    panel = browser.find_element(By.ID, "conflict")
    wait(browser).until(lambda b: panel.is_displayed())
    assert "changed elsewhere" in browser.find_element(By.ID, "status").text
    assert browser.find_element(By.ID, "conflict-theirs").get_attribute("value") == "base text + lines from A"
    assert browser.find_element(By.ID, "conflict-mine").get_attribute("value") == "base text + lines from B"
    assert value(browser) == "base text + lines from B"
    assert browser.current_url == server.url + path
    assert api(server, "GET", f"/api/strings/{entry['id']}")[1]["markdown"] == "base text + lines from A"

    # Loading the saved version keeps B's text in the panel; keeping mine then saves B's on purpose.
    browser.find_element(By.ID, "conflict-reload").click()
    wait(browser).until(lambda b: value(b) == "base text + lines from A")
    assert browser.find_element(By.ID, "conflict-mine").get_attribute("value") == "base text + lines from B"
    browser.find_element(By.ID, "conflict-keep").click()
    wait(browser).until(lambda b: b.current_url == server.url + "/")
    assert api(server, "GET", f"/api/strings/{entry['id']}")[1]["markdown"] == "base text + lines from B"


def test_keep_mine_overwrites_after_the_conflict(server, browser):
    status, entry = api(server, "POST", "/api/strings", {"markdown": "base", "theme": "menlo"})
    path = f"/strings/{entry['id']}"
    browser.get(server.url + path)
    wait_for_render(browser)
    assert api(server, "PUT", f"/api/strings/{entry['id']}", {"markdown": "other tab", "theme": "menlo"})[0] == 200
    focus(browser)
    type_text(browser, " mine")
    wait_for_render(browser)
    browser.find_element(By.ID, "save").click()
    wait(browser).until(lambda b: b.find_element(By.ID, "conflict").is_displayed())
    browser.find_element(By.ID, "conflict-keep").click()
    wait(browser).until(lambda b: b.current_url == server.url + "/")
    assert api(server, "GET", f"/api/strings/{entry['id']}")[1]["markdown"] == "base mine"


class HostilePage(http.server.BaseHTTPRequestHandler):
    """The attacker's site: one page, no scripts of its own (the test runs them in its origin)."""

    # Chromium opens spare connections ahead of need; idle ones are closed soon so that none is
    # still answered by this server once the app has taken over the port.
    timeout = 0.5

    def do_GET(self):
        body = b"<!doctype html><title>evil</title><p>hostile page</p>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


FETCH = """
const done = arguments[arguments.length - 1];
const [method, path, body] = [arguments[0], arguments[1], arguments[2]];
const options = {method: method, headers: {"Content-Type": "application/json"}};
if (body !== null) options.body = body;
fetch(path, options).then(async r => done({status: r.status, text: await r.text()}))
                    .catch(e => done({status: -1, text: String(e)}));
"""


def test_page_of_a_rebound_host_name_cannot_read_or_write_the_library(database, monkeypatch):
    """DNS rebinding: evil.test first names the attacker's server, which serves a page; then the same
    name:port leads to the app (here: the attacker's server stops and the app starts on its port).
    The page's requests are then same-origin for the browser; only the Host check stops them."""
    port = conftest.free_port()
    hostile = http.server.ThreadingHTTPServer(("127.0.0.1", port), HostilePage)
    threading.Thread(target=hostile.serve_forever, daemon=True).start()
    browser = make_browser(["--host-resolver-rules=MAP evil.test 127.0.0.1"])
    server = None
    try:
        browser.get(f"http://evil.test:{port}/")
        assert "hostile page" in browser.page_source
        hostile.shutdown()
        hostile.server_close()
        time.sleep(1.5)  # the handlers of idle spare connections time out and close them

        monkeypatch.setattr(conftest, "free_port", lambda: port)
        server = Server(database).start()
        status, entry = api(server, "POST", "/api/strings", {"markdown": "private diary", "theme": "menlo"})
        assert status == 201
        entry_id = entry["id"]

        browser.set_script_timeout(20)
        attempts = [
            ("GET", "/api/strings", None),
            ("GET", f"/api/strings/{entry_id}", None),
            ("GET", "/", None),
            ("POST", "/api/strings", json.dumps({"markdown": "planted", "theme": "menlo"})),
            ("PUT", f"/api/strings/{entry_id}", json.dumps({"markdown": "defaced", "theme": "menlo"})),
            ("DELETE", f"/api/strings/{entry_id}", None),
        ]
        for method, path, body in attempts:
            result = browser.execute_async_script(FETCH, method, path, body)
            assert result["status"] == 421, (method, path, result)
            assert "private diary" not in result["text"]

        status, listing = api(server, "GET", "/api/strings")
        assert [item["markdown"] for item in listing["strings"]] == ["private diary"]
    finally:
        browser.quit()
        if server is not None:
            server.kill()


def test_the_app_itself_still_works_under_its_own_names(server):
    for host in (f"127.0.0.1:{server.port}", f"localhost:{server.port}"):
        request = urllib.request.Request(server.url + "/api/strings", headers={"Host": host})
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.status == 200


def test_recipes_page_hides_the_empty_suggestion_and_asks_for_a_title(server, browser):
    browser.get(server.url + "/recipes")
    wait(browser).until(lambda b: b.find_element(By.ID, "create-recipe").is_displayed())
    assert not browser.find_element(By.ID, "suggestion").is_displayed()
    browser.find_element(By.ID, "create-recipe").click()
    field = browser.find_element(By.ID, "new-recipe-title")
    wait(browser).until(lambda b: field.get_attribute("aria-invalid") == "true")
    assert browser.execute_script("return arguments[0].validationMessage", field) == "Give the recipe a title first."


def test_remote_images_load_only_after_opting_in(server, browser):
    status, entry = api(server, "POST", "/api/strings", {"markdown": "![pixel](http://evil.test/p.png)", "theme": "menlo"})
    browser.get(server.url + f"/strings/{entry['id']}")
    wait_for_render(browser)
    policy = browser.execute_script("return fetch(location.href).then(r => r.headers.get('Content-Security-Policy'))")
    assert "img-src 'self' data:;" in policy
    browser.find_element(By.ID, "remote-images").click()
    wait_for_render(browser)
    assert browser.find_element(By.ID, "remote-images").is_selected()
    policy = browser.execute_script("return fetch(location.href).then(r => r.headers.get('Content-Security-Policy'))")
    assert "img-src 'self' data: https: http:;" in policy
