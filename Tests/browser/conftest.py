"""Fixtures for the web app's browser tests: the real `attributed serve` binary and headless Chromium.

Run from the repository root after `swift build`:

    Tests/browser/setup.sh      # Chromium, chromedriver, selenium, pytest (when missing)
    pytest Tests/browser

Environment:
    ATTRIBUTED_BIN      path of the `attributed` binary (default: .build/debug/attributed)
    CHROMIUM_BIN        Chromium binary (default: /usr/bin/chromium)
    CHROMEDRIVER_BIN    chromedriver binary (default: /usr/bin/chromedriver)
    SCREENSHOT_DIR      when set, test_screenshots writes its PNGs there (e.g. docs/images)
"""

import os
import pathlib
import signal
import socket
import subprocess
import threading
import time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]


def attributed_binary():
    return os.environ.get("ATTRIBUTED_BIN", str(REPOSITORY / ".build" / "debug" / "attributed"))


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """One `attributed serve` process on a free port, over a given database file."""

    def __init__(self, database, arguments=()):
        self.database = str(database)
        self.arguments = list(arguments)
        self.process = None
        self.port = None
        self.output = []

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout=30, same_port=False):
        """Starts the server; `same_port` reuses the last port, so open pages find it again."""
        binary = attributed_binary()
        if not os.access(binary, os.X_OK):
            pytest.fail(f"{binary} is not an executable; run `swift build` or set ATTRIBUTED_BIN")
        if not (same_port and self.port):
            self.port = free_port()
        self.output = []
        self.process = subprocess.Popen(
            [binary, "serve", "--port", str(self.port), "--database", self.database, *self.arguments],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        ready = threading.Event()

        def read_output():
            for line in self.process.stdout:
                self.output.append(line)
                if f"127.0.0.1:{self.port}" in line:
                    ready.set()

        threading.Thread(target=read_output, daemon=True).start()
        if not ready.wait(timeout):
            self.kill()
            pytest.fail("server did not print its URL in time:\n" + "".join(self.output))
        return self

    def stop(self, sig=signal.SIGINT, timeout=15):
        """Asks the server to stop and returns its exit status."""
        if self.process is None:
            return None
        self.process.send_signal(sig)
        try:
            return self.process.wait(timeout)
        finally:
            self.process = None

    def kill(self):
        """`kill -9`: no chance to clean up."""
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None

    def restart(self):
        self.stop()
        return self.start()


@pytest.fixture
def database(tmp_path):
    return tmp_path / "library.sqlite"


@pytest.fixture
def server(database):
    server = Server(database).start()
    yield server
    server.kill()


@pytest.fixture
def large_server(database):
    """A server that accepts documents of a few megabytes (the live preview's 1 MB measurements)."""
    # The time budget (2 s by default) is raised: CI runs the debug build, which renders a 1 MB
    # preview in ~10 s on 2 loaded cores (release: well under the default budget).
    server = Server(database, ["--max-request-size", str(8 << 20), "--time-budget", "60"]).start()
    yield server
    server.kill()


def make_browser(extra_arguments=()):
    """Headless Chromium under chromedriver; `extra_arguments` are added to its command line."""
    chromium = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    chromedriver = os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")
    for path in (chromium, chromedriver):
        if not os.access(path, os.X_OK):
            pytest.fail(f"{path} is missing: run Tests/browser/setup.sh (apt-get install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--force-device-scale-factor=1", *extra_arguments):
        options.add_argument(argument)
    service = Service(executable_path=chromedriver)
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(30)
    return driver


@pytest.fixture
def browser():
    driver = make_browser()
    yield driver
    driver.quit()


@pytest.fixture
def second_browser():
    """Another browser, for two users (each with its own focused window) on one document."""
    driver = make_browser()
    yield driver
    driver.quit()
