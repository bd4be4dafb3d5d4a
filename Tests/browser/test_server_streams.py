"""The server over real connections, without a browser: the recipe events stream outlives the
render time budget and the read timeout, gzip answers decode to the identity answers, and a
large request's answer says that its connection closes."""

import gzip
import http.client
import json
import socket
import time

import pytest

from conftest import Server


@pytest.fixture
def short_budget_server(database):
    """A server whose renders may take 0.5 s and whose connections may be silent for 1 s."""
    server = Server(database, ["--time-budget", "0.5", "--read-timeout", "1"]).start()
    yield server
    server.kill()


def request(server, method, path, body=None, headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    data = None if body is None else json.dumps(body).encode()
    all_headers = dict(headers or {})
    if data is not None:
        all_headers["Content-Type"] = "application/json"
    connection.request(method, path, body=data, headers=all_headers)
    response = connection.getresponse()
    payload = response.read()
    connection.close()
    return response, payload


def test_recipe_events_outlive_the_time_budget_and_the_read_timeout(short_budget_server):
    server = short_budget_server
    response, payload = request(server, "POST", "/api/recipes", {"title": "Stream"})
    assert response.status == 201
    recipe = json.loads(payload)["id"]
    stream = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    stream.sendall(f"GET /api/recipes/{recipe}/events HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                   "Accept: text/event-stream\r\n\r\n".encode())
    received = b""
    while b"retry: 1000" not in received:
        received += stream.recv(4096)
    assert received.startswith(b"HTTP/1.1 200")
    assert b"content-encoding" not in received.lower()
    # Six times the time budget, three times the read timeout, with nothing sent either way.
    time.sleep(3)
    response, _ = request(server, "POST", f"/api/recipes/{recipe}/operations",
                          {"op": "insertText", "text": "late", "client": "other"})
    assert response.status == 200
    deadline = time.monotonic() + 5
    while b"event: revision" not in received and time.monotonic() < deadline:
        chunk = stream.recv(4096)
        assert chunk, "the server closed the events stream"
        received += chunk
    stream.close()
    assert b"event: revision" in received, received


def test_gzip_answers_decode_to_the_identity_answers(server):
    for index in range(60):
        response, _ = request(server, "POST", "/api/strings",
                              {"markdown": f"# Entry {index}\n\nSome *text* of entry {index}.", "theme": "default"})
        assert response.status == 201
    for path in ["/", "/api/strings", "/new", "/assets/editor.js", "/api/themes"]:
        plain, plain_body = request(server, "GET", path)
        packed, packed_body = request(server, "GET", path, headers={"Accept-Encoding": "gzip, deflate"})
        head, head_body = request(server, "HEAD", path, headers={"Accept-Encoding": "gzip"})
        assert plain.status == packed.status == head.status == 200, path
        assert plain.getheader("Content-Encoding") is None, path
        assert "Accept-Encoding" in (packed.getheader("Vary") or ""), path
        if len(plain_body) < 1024:
            assert packed.getheader("Content-Encoding") is None, path
            continue
        assert packed.getheader("Content-Encoding") == "gzip", path
        assert len(packed_body) < len(plain_body), path
        assert int(packed.getheader("Content-Length")) == len(packed_body), path
        # Pages embed nothing per request, so the two answers are the same bytes.
        assert gzip.decompress(packed_body) == plain_body, path
        assert head_body == b"" and head.getheader("Content-Encoding") == "gzip", path
        assert head.getheader("Content-Length") == packed.getheader("Content-Length"), path


def test_large_requests_say_their_connection_closes_so_a_kept_alive_client_gets_every_answer(server):
    # A body of 64 KB or more is watched for its client leaving, which reads the connection past
    # the request: the connection closes after the answer. Without `Connection: close` a client
    # that kept the connection alive had its next request dropped unanswered (RemoteDisconnected).
    text = "Some paragraph text with *emphasis* and `code`.\n\n" * 3000
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        for index in range(3):
            body = json.dumps({"markdown": text, "theme": "default", "session": f"keep-alive-{index}"}).encode()
            connection.request("POST", "/api/preview", body=body, headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            payload = response.read()
            assert response.status == 200, payload[:200]
            assert response.getheader("Connection") == "close"
            assert json.loads(payload)["revision"] == 0
        # An error of a large request says it too.
        connection.request("POST", "/api/preview", body=b"{" + b" " * (70 << 10), headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        payload = response.read()
        assert response.status == 400, payload[:200]
        assert response.getheader("Connection") == "close"
        assert "error" in json.loads(payload)
        # Small requests keep their connection.
        connection.request("POST", "/api/preview", body=json.dumps({"markdown": "# Hi", "theme": "default", "session": "small"}).encode(),
                           headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        response.read()
        assert response.status == 200
        assert response.getheader("Connection") is None
    finally:
        connection.close()
