#!/usr/bin/env python3
"""A stand-in for the Open-Meteo forecast and geocoding APIs, for tests.

    python3 Tests/Weather/weather_server.py [--fault NAME] [--slow-seconds S] [--geocode-any]

Listens on 127.0.0.1 at a free port, prints the port on the first line of
stdout, then serves until its stdin closes (so a test that dies leaves no
server behind). It never opens a connection of its own.

Endpoints, answered from responses recorded from the real services:
  GET /v1/forecast?latitude=..&longitude=..&current=temperature_2m,weather_code
      the current weather at the nearest recorded place (within 0.1 degrees),
      else a plain answer for the coordinates asked; 400 as the real API when
      latitude, longitude or those current variables are missing.
  GET /v1/search?name=..&count=1&language=zh&format=json
      the recorded place of that name (Chinese or English, case-blind), or an
      answer without "results" for any other name, as the real API gives.
      With --geocode-any, any other name is found too: a place of that name,
      its coordinates derived from the name (the same every time). That is the
      mode for measuring which place the agent asks about, as the real service
      would know most of them; the default keeps unknown names unknown.
  GET /echo
      the request as the server read it, for tests of what a client sends:
      {"method", "path", "headers"} with the header names in lower case.

Faults, chosen per request by a path prefix /fault/NAME (so
`--weather-endpoint http://127.0.0.1:PORT/fault/slow` makes every request
of a run slow), or for every request by --fault NAME:
  slow       sleep --slow-seconds (default 30) before answering
  500, 503   that HTTP status with an Open-Meteo style error body
  garbage    200 with a body that is not JSON
  truncated  200 with JSON cut off in the middle (Content-Length matches it)
  empty      200 with JSON lacking the fields asked for
  close      close the connection without answering
  partial    announce a longer Content-Length than is sent, then close
  chunked    the normal answer in Transfer-Encoding: chunked, in small chunks
  keepalive  the normal answer, keeping the connection open afterwards
  huge       200 with a 2 MiB body
  nothttp    a line of another protocol (an SSH banner) instead of HTTP, then close
  unframed   the normal answer as HTTP/1.0 without Content-Length, ended by closing
  interim    a 100 Continue before the normal answer
  redirect   302 to the same path without the fault
"""

import argparse
import hashlib
import json
import os
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

FAULTS = {"slow", "500", "503", "garbage", "truncated", "empty", "close", "partial", "chunked", "keepalive", "huge",
          "nothttp", "unframed", "interim", "redirect"}

# Current weather as the forecast API answered it (2026-03-10, 09:00 local), keyed by
# the coordinates asked for. The API snaps coordinates to its grid, hence the
# slightly different latitude and longitude in the answer.
FORECASTS = [
    {"place": "北京", "at": (39.9042, 116.4074), "grid": (39.875, 116.375), "elevation": 49.0,
     "timezone": "GMT", "time": "2026-03-10T01:00", "temperature": 3.2, "code": 0},
    {"place": "深圳", "at": (22.5431, 114.0579), "grid": (22.5, 114.0), "elevation": 18.0,
     "timezone": "GMT", "time": "2026-03-10T01:00", "temperature": 24.6, "code": 3},
    {"place": "杭州", "at": (30.2741, 120.1551), "grid": (30.25, 120.125), "elevation": 12.0,
     "timezone": "GMT", "time": "2026-03-10T01:00", "temperature": 11.8, "code": 61},
    {"place": "哈尔滨", "at": (45.8038, 126.5350), "grid": (45.75, 126.5), "elevation": 141.0,
     "timezone": "GMT", "time": "2026-03-10T01:00", "temperature": -12.4, "code": 71},
    {"place": "腾冲", "at": (25.0206, 98.4922), "grid": (25.0, 98.5), "elevation": 1655.0,
     "timezone": "GMT", "time": "2026-03-10T01:00", "temperature": 14.5, "code": 80},
    {"place": "Reykjavik", "at": (64.1355, -21.8954), "grid": (64.125, -21.875), "elevation": 27.0,
     "timezone": "GMT", "time": "2026-03-10T01:00", "temperature": -1.5, "code": 73},
]

# Places as the geocoding API answered `name=...&count=1&language=zh`.
PLACES = {
    "腾冲": {"id": 1793424, "name": "腾冲", "latitude": 25.0206, "longitude": 98.4922, "elevation": 1655.0,
             "feature_code": "PPLA3", "country_code": "CN", "admin1_id": 1785694, "timezone": "Asia/Shanghai",
             "country_id": 1814991, "country": "中国", "admin1": "云南省"},
    "reykjavik": {"id": 3413829, "name": "雷克雅未克", "latitude": 64.1355, "longitude": -21.8954,
                  "elevation": 27.0, "feature_code": "PPLC", "country_code": "IS", "admin1_id": 3426182,
                  "timezone": "Atlantic/Reykjavik", "population": 118918, "postcodes": ["101"],
                  "country_id": 2629691, "country": "冰岛", "admin1": "首都区"},
    "深圳": {"id": 1795565, "name": "深圳", "latitude": 22.5431, "longitude": 114.0579, "elevation": 18.0,
             "feature_code": "PPLA2", "country_code": "CN", "admin1_id": 1809935, "timezone": "Asia/Shanghai",
             "population": 17494398, "country_id": 1814991, "country": "中国", "admin1": "广东省"},
}
PLACES["腾冲市"] = PLACES["腾冲"]
PLACES["雷克雅未克"] = PLACES["reykjavik"]


def forecast(latitude, longitude):
    nearest = min(FORECASTS, key=lambda f: abs(f["at"][0] - latitude) + abs(f["at"][1] - longitude))
    if abs(nearest["at"][0] - latitude) > 0.1 or abs(nearest["at"][1] - longitude) > 0.1:
        nearest = {"grid": (round(latitude * 4) / 4, round(longitude * 4) / 4), "elevation": 100.0,
                   "timezone": "GMT", "time": "2026-03-10T01:00", "temperature": 20.0, "code": 1}
    return {
        "latitude": nearest["grid"][0],
        "longitude": nearest["grid"][1],
        "generationtime_ms": 0.0269412994384766,
        "utc_offset_seconds": 0,
        "timezone": nearest["timezone"],
        "timezone_abbreviation": "GMT",
        "elevation": nearest["elevation"],
        "current_units": {"time": "iso8601", "interval": "seconds", "temperature_2m": "°C", "weather_code": "wmo code"},
        "current": {"time": nearest["time"], "interval": 900, "temperature_2m": nearest["temperature"],
                    "weather_code": nearest["code"]},
    }


def invented_place(name):
    """A place called `name`, at coordinates derived from the name alone (within China's box)."""
    digest = hashlib.sha256(name.encode("utf-8")).digest()
    latitude = round(20 + int.from_bytes(digest[:4], "big") / 2**32 * 25, 4)
    longitude = round(100 + int.from_bytes(digest[4:8], "big") / 2**32 * 20, 4)
    return {"id": int.from_bytes(digest[8:11], "big"), "name": name, "latitude": latitude, "longitude": longitude,
            "elevation": 100.0, "feature_code": "PPL", "country_code": "CN", "timezone": "Asia/Shanghai",
            "country": "中国"}


def search(name, geocode_any=False):
    place = PLACES.get(name.strip().lower())
    if place is None and geocode_any and name.strip():
        place = invented_place(name.strip())
    if place is None:
        return {"generationtime_ms": 0.3650188}
    return {"results": [place], "generationtime_ms": 0.6349087}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "weather-test-server/1"

    def log_message(self, format, *args):  # quiet: stdout carries the port only, stderr stays clean
        pass

    def do_GET(self):
        url = urlsplit(self.path)
        path = url.path
        fault = self.server.fault
        if path.startswith("/fault/"):
            fault, _, rest = path[len("/fault/"):].partition("/")
            path = "/" + rest
            if fault not in FAULTS:
                return self.answer(404, {"error": True, "reason": f"unknown fault {fault}"})
        query = {k: v[0] for k, v in parse_qs(url.query, keep_blank_values=True).items()}

        if fault == "slow":
            time.sleep(self.server.slow_seconds)
        if fault == "close":
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        if fault == "nothttp":
            self.wfile.write(b"SSH-2.0-OpenSSH_9.6\r\n")
            self.wfile.flush()
            self.close_connection = True
            return
        if fault == "redirect":
            self.send_response(302)
            self.send_header("Location", path + (f"?{url.query}" if url.query else ""))
            self.send_header("Content-Length", "0")
            self.end_headers()
            self.close_connection = True
            return
        if fault in ("500", "503"):
            return self.answer(int(fault), {"error": True, "reason": "Service temporarily unavailable"})
        if fault == "garbage":
            return self.send_bytes(200, b"<html><body>Bad gateway, try later</body></html>\n", "text/html")
        if fault == "huge":
            return self.send_bytes(200, b"[" + b"0," * (1 << 20) + b"0]", "application/json")

        if path == "/v1/forecast":
            try:
                latitude, longitude = float(query["latitude"]), float(query["longitude"])
            except (KeyError, ValueError):
                return self.answer(400, {"error": True, "reason": "Parameter 'latitude' and 'longitude' must be set"})
            current = query.get("current", "").split(",")
            if "temperature_2m" not in current or "weather_code" not in current:
                return self.answer(400, {"error": True, "reason": "current=temperature_2m,weather_code expected"})
            body = forecast(latitude, longitude)
        elif path == "/echo":
            body = {"method": self.command, "path": self.path,
                    "headers": {name.lower(): value for name, value in self.headers.items()}}
        elif path == "/v1/search":
            if "name" not in query or query.get("count") != "1" or query.get("format") != "json":
                return self.answer(400, {"error": True, "reason": "name, count=1 and format=json expected"})
            body = search(query["name"], self.server.geocode_any)
        else:
            return self.answer(404, {"error": True, "reason": "Not Found"})

        if fault == "empty":
            body = {"generationtime_ms": 0.1} if path == "/v1/forecast" else {"results": [{"id": 1}]}
        data = json.dumps(body, ensure_ascii=False).encode()
        if fault == "truncated":
            return self.send_bytes(200, data[: len(data) // 2], "application/json")
        if fault == "partial":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data) + 100))
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
            self.close_connection = True
            return
        if fault == "unframed":
            self.wfile.write(b"HTTP/1.0 200 OK\r\nContent-Type: application/json\r\n\r\n" + data)
            self.wfile.flush()
            self.close_connection = True
            return
        if fault == "interim":
            self.wfile.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        if fault == "chunked":
            self.send_response(200)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            for i in range(0, len(data), 7):
                piece = data[i:i + 7]
                self.wfile.write(b"%x;ext=1\r\n%s\r\n" % (len(piece), piece))
                self.wfile.flush()
            self.wfile.write(b"0\r\nX-Trailer: done\r\n\r\n")
            return
        self.send_bytes(200, data, "application/json; charset=utf-8", keep_open=fault == "keepalive")

    def answer(self, status, body):
        self.send_bytes(status, json.dumps(body).encode(), "application/json; charset=utf-8")

    def send_bytes(self, status, data, content_type, keep_open=False):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()
        if keep_open:
            # Hold the connection as a keep-alive server would: the client must stop at Content-Length.
            time.sleep(self.server.slow_seconds)
        self.close_connection = True


def exit_when_stdin_closes():
    while sys.stdin.buffer.read(4096):
        pass
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description="Open-Meteo stand-in for tests")
    parser.add_argument("--fault", choices=sorted(FAULTS), help="apply this fault to every request")
    parser.add_argument("--slow-seconds", type=float, default=30.0, help="how long 'slow' sleeps (default 30)")
    parser.add_argument("--geocode-any", action="store_true",
                        help="find any place name asked for, at coordinates derived from the name")
    args = parser.parse_args()

    # The tests run in parallel against one server: a deep listen queue keeps a
    # burst of connections from being dropped (and retried a second later).
    ThreadingHTTPServer.request_queue_size = 128
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.fault = args.fault
    server.slow_seconds = args.slow_seconds
    server.geocode_any = args.geocode_any
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
