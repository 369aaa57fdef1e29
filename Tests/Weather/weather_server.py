#!/usr/bin/env python3
"""A stand-in for the Open-Meteo forecast and geocoding APIs, for tests.

    python3 Tests/Weather/weather_server.py [--fault NAME] [--slow-seconds S] [--geocode-any]
                                            [--today YYYY-MM-DD] [--log FILE] [--padding-kib N]

Listens on 127.0.0.1 at a free port, prints the port on the first line of
stdout, then serves until its stdin closes (so a test that dies leaves no
server behind). It never opens a connection of its own.

Endpoints, answered from responses recorded from the real services:
  GET /v1/forecast?latitude=..&longitude=..&current=temperature_2m,weather_code
      the current weather at the nearest recorded place (within 0.1 degrees),
      else a plain answer for the coordinates asked; 400 as the real API when
      latitude, longitude or those current variables are missing.
  GET /v1/forecast?latitude=..&longitude=..&daily=weather_code,temperature_2m_max,
        temperature_2m_min,precipitation_probability_max&timezone=ZONE&start_date=D&end_date=D
      the daily forecast of those days: the recorded days of a recorded place, else a
      plausible answer derived from the coordinates and the day (the same every time).
      As the real API: 400 with {"error": true, "reason": "Invalid date format ..."} for a
      date that is not YYYY-MM-DD, and "Parameter 'start_date' is out of allowed range from
      A to B" for a day outside today - 92 .. today + 15; "today" is --today (default
      2026-03-10, the day of the recordings), so answers do not depend on the real date.
      Either may ask for more variables (uv_index, wind_speed_10m, relative_humidity_2m, ...;
      uv_index_max, sunrise, precipitation_sum, ...): each is answered with a plausible
      figure derived from the coordinates, the day and the variable (the same every time).
  GET /v1/air-quality?latitude=..&longitude=..&current=us_aqi,pm2_5,pm10
  GET /v1/air-quality?latitude=..&longitude=..&hourly=us_aqi,pm2_5,pm10&timezone=ZONE&start_date=D&end_date=D
      the air now, or its 24 hours of that day, derived likewise; 400 as the real API for a
      day outside today - 92 .. today + 6.
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
  GET /log
      {"requests": [...]}: the path and query of every /v1/ request served so far, in
      order, to count what a client asked (GET /log?clear=1 answers and then forgets them).
      With --log FILE each is also appended to FILE as a line, as it arrives.

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
  degrees=X  the normal answer with every temperature (current, daily max and min) X, such as 1e18
  padded     the normal answer with a `padding` array of zeros, --padding-kib KiB of it
             (default 1020, so that an answer is just under the client's 1 MiB): valid, only large
"""

import argparse
import datetime
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
          "nothttp", "unframed", "interim", "redirect", "padded"}

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
    {"place": "新加坡", "at": (1.2897, 103.8501), "grid": (1.25, 103.875), "elevation": 15.0,
     "timezone": "GMT", "time": "2026-03-10T01:00", "temperature": 30.4, "code": 2},
]

# Daily forecasts in the shape the forecast API answers `daily=weather_code,temperature_2m_max,
# temperature_2m_min,precipitation_probability_max` (issued 2026-03-10), by place and day:
# (weather_code, max, min, precipitation_probability_max).
DAILY = {
    "北京": {"2026-03-11": (1, 9.8, -1.6, 3), "2026-03-12": (3, 11.2, 0.4, 10), "2026-03-14": (0, 13.5, 1.2, 0)},
    "深圳": {"2026-03-11": (61, 26.1, 20.3, 70), "2026-03-12": (3, 25.4, 19.8, 35), "2026-03-14": (80, 27.0, 21.1, 85)},
    "杭州": {"2026-03-11": (63, 14.2, 9.1, 90), "2026-03-12": (61, 13.6, 8.7, 80), "2026-03-14": (2, 17.9, 8.2, 15)},
    "哈尔滨": {"2026-03-11": (73, -6.3, -17.2, 75), "2026-03-12": (71, -4.1, -15.8, 60), "2026-03-14": (0, -1.2, -13.4, 5)},
    "腾冲": {"2026-03-11": (2, 22.4, 7.9, 20), "2026-03-12": (80, 21.0, 9.3, 55)},
    "Reykjavik": {"2026-03-11": (73, 1.1, -3.2, 80), "2026-03-12": (3, 2.4, -1.8, 40)},
    "新加坡": {"2026-03-11": (95, 32.1, 25.3, 85), "2026-03-12": (2, 31.6, 25.8, 40)},
}

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


# Details: for each variable the service answers, the range a derived figure is drawn from.
DETAIL_RANGES = {
    "uv_index": (0, 11), "uv_index_max": (0, 11), "wind_speed_10m": (0, 45), "wind_speed_10m_max": (2, 60),
    "wind_gusts_10m": (5, 80), "wind_gusts_10m_max": (10, 90), "wind_direction_10m": (0, 359),
    "wind_direction_10m_dominant": (0, 359), "precipitation": (0, 4), "precipitation_sum": (0, 30),
    "relative_humidity_2m": (20, 100), "relative_humidity_2m_mean": (20, 100), "visibility": (800, 40000),
    "visibility_mean": (800, 40000), "us_aqi": (10, 220), "pm2_5": (3, 150), "pm10": (5, 200),
}


def detail(variable, *key):
    """A figure of `variable` derived from `key` (coordinates, day, hour): the same every time."""
    low, high = DETAIL_RANGES[variable]
    digest = hashlib.sha256(repr((variable, *key)).encode()).digest()
    value = low + int.from_bytes(digest[:2], "big") / 65535 * (high - low)
    return round(value) if variable.startswith(("wind_direction", "relative_humidity", "us_aqi", "visibility")) else round(value, 1)


def sun_times(latitude, day):
    """Sunrise and sunset near the truth for the latitude in March, as the service writes them."""
    rise = 6 * 60 + 20 + round(latitude / 3)
    set_ = 18 * 60 + 20 - round(latitude / 6)
    return f"{day}T{rise // 60:02d}:{rise % 60:02d}", f"{day}T{set_ // 60:02d}:{set_ % 60:02d}"


def consistent(figures):
    """Gusts at least the wind, and an AQI near PM2.5's, as real answers have them."""
    for wind, gusts in (("wind_speed_10m", "wind_gusts_10m"), ("wind_speed_10m_max", "wind_gusts_10m_max")):
        if wind in figures and gusts in figures:
            figures[gusts] = round(figures[wind] * (1.3 + figures[gusts] % 7 / 10), 1)
    if "us_aqi" in figures and "pm2_5" in figures:
        figures["us_aqi"] = round(figures["pm2_5"] * 1.4 + 8)
    return figures


def add_details(body, section, variables, latitude, longitude, day):
    for variable in variables:
        if variable in ("sunrise", "sunset"):
            rise, set_ = sun_times(latitude, day)
            body[section][variable] = [rise if variable == "sunrise" else set_]
        elif variable in DETAIL_RANGES:
            value = detail(variable, round(latitude, 2), round(longitude, 2), day)
            body[section][variable] = [value] if section == "daily" else value
    flat = {k: (v[0] if section == "daily" else v) for k, v in body[section].items() if k in DETAIL_RANGES}
    for k, v in consistent(flat).items():
        body[section][k] = [v] if section == "daily" else v


def air_quality(latitude, longitude, query):
    """The air now, or each hour of one day."""
    variables = (query.get("current") or query.get("hourly") or "").split(",")
    body = {"latitude": round(latitude * 2) / 2, "longitude": round(longitude * 2) / 2, "generationtime_ms": 0.2,
            "utc_offset_seconds": 0, "timezone": query.get("timezone", "GMT"), "elevation": 50.0}
    key = (round(latitude, 2), round(longitude, 2))
    if "current" in query:
        body["current"] = {"time": "2026-03-10T01:00", "interval": 3600}
        body["current"].update(consistent({v: detail(v, *key, "now") for v in variables if v in DETAIL_RANGES}))
    else:
        day = query["start_date"]
        body["hourly"] = {"time": [f"{day}T{h:02d}:00" for h in range(24)]}
        hours = [consistent({v: detail(v, *key, day, h) for v in variables if v in DETAIL_RANGES}) for h in range(24)]
        body["hourly"].update({v: [hour[v] for hour in hours] for v in variables if v in DETAIL_RANGES})
    return body


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


def daily(latitude, longitude, day, zone):
    """The daily answer for one day: recorded for a recorded place, else derived from the coordinates and day."""
    nearest = min(FORECASTS, key=lambda f: abs(f["at"][0] - latitude) + abs(f["at"][1] - longitude))
    recorded = abs(nearest["at"][0] - latitude) <= 0.1 and abs(nearest["at"][1] - longitude) <= 0.1
    grid = nearest["grid"] if recorded else (round(latitude * 4) / 4, round(longitude * 4) / 4)
    values = DAILY.get(nearest["place"], {}).get(day) if recorded else None
    if values is None:
        digest = hashlib.sha256(f"{latitude:.4f},{longitude:.4f},{day}".encode()).digest()
        base = nearest["temperature"] if recorded else 26 - abs(latitude) * 0.5
        high = round(base + 1 + digest[0] / 255 * 4, 1)
        low = round(high - 5 - digest[1] / 255 * 5, 1)
        code = [0, 1, 2, 3, 3, 45, 61, 63, 80, 95][digest[2] % 10]
        if code in (61, 63, 80) and high <= 1:
            code = {61: 71, 63: 73, 80: 85}[code]
        wet = code not in (0, 1, 2, 3, 45)
        chance = (60 + digest[3] % 4 * 10) if wet else digest[3] % 5 * 5
        values = (code, high, low, chance)
    code, high, low, chance = values
    return {
        "latitude": grid[0],
        "longitude": grid[1],
        "generationtime_ms": 0.0519752502441406,
        "utc_offset_seconds": ZONE_OFFSETS.get(zone, 0),
        "timezone": zone,
        "timezone_abbreviation": ZONE_ABBREVIATIONS.get(zone, "GMT"),
        "elevation": nearest["elevation"] if recorded else 100.0,
        "daily_units": {"time": "iso8601", "weather_code": "wmo code", "temperature_2m_max": "°C",
                        "temperature_2m_min": "°C", "precipitation_probability_max": "%"},
        "daily": {"time": [day], "weather_code": [code], "temperature_2m_max": [high], "temperature_2m_min": [low],
                  "precipitation_probability_max": [chance]},
    }


ZONE_OFFSETS = {"Asia/Shanghai": 28800, "Asia/Tokyo": 32400, "Europe/London": 0, "America/New_York": -18000}
ZONE_ABBREVIATIONS = {"Asia/Shanghai": "GMT+8", "Asia/Tokyo": "GMT+9", "America/New_York": "GMT-5"}
DAILY_VARIABLES = ["weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_probability_max"]
DAILY_DETAILS = ["uv_index_max", "wind_speed_10m_max", "wind_gusts_10m_max", "wind_direction_10m_dominant", "sunrise",
                 "sunset", "precipitation_sum", "relative_humidity_2m_mean", "visibility_mean"]
CURRENT_DETAILS = ["uv_index", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "precipitation",
                   "relative_humidity_2m", "visibility"]
AIR_VARIABLES = ["us_aqi", "pm2_5", "pm10"]


def daily_request_problem(query, today, reach=15, known=DAILY_VARIABLES + DAILY_DETAILS, section="daily"):
    """The 400 reason the real API gives for this daily request, or None when it is good."""
    asked = query.get(section, "").split(",")
    if section == "daily" and asked[:4] != DAILY_VARIABLES:
        return "daily variables expected first: " + ",".join(DAILY_VARIABLES)
    if any(variable not in known for variable in asked):
        return f"Cannot initialize {section} variables from string '{query.get(section, '')}'"
    first, last = today - datetime.timedelta(days=92), today + datetime.timedelta(days=reach)
    for name in ("start_date", "end_date"):
        if name not in query:
            return "Parameter 'start_date' and 'end_date' must be set together"
        try:
            day = datetime.date.fromisoformat(query[name])
            if len(query[name]) != 10:
                raise ValueError
        except ValueError:
            return "Invalid date format. Make sure to use 'YYYY-MM-DD'"
        if not first <= day <= last:
            return f"Parameter '{name}' is out of allowed range from {first.isoformat()} to {last.isoformat()}"
    if query["start_date"] != query["end_date"]:
        return "this stand-in answers one day at a time"
    return None


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
            if fault not in FAULTS and not fault.startswith("degrees="):
                return self.answer(404, {"error": True, "reason": f"unknown fault {fault}"})
        query = {k: v[0] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        if path.startswith("/v1/"):
            with self.server.log_lock:
                line = path + (f"?{url.query}" if url.query else "")
                self.server.log.append(line)
                if self.server.log_file is not None:
                    self.server.log_file.write(line + "\n")
                    self.server.log_file.flush()

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

        if path == "/log":
            with self.server.log_lock:
                body = {"requests": list(self.server.log)}
                if query.get("clear") == "1":
                    self.server.log.clear()
            return self.answer(200, body)

        if path == "/v1/forecast" and "daily" in query:
            try:
                latitude, longitude = float(query["latitude"]), float(query["longitude"])
            except (KeyError, ValueError):
                return self.answer(400, {"error": True, "reason": "Parameter 'latitude' and 'longitude' must be set"})
            problem = daily_request_problem(query, self.server.today)
            if problem is not None:
                return self.answer(400, {"reason": problem, "error": True})
            body = daily(latitude, longitude, query["start_date"], query.get("timezone", "GMT"))
            add_details(body, "daily", query["daily"].split(",")[4:], latitude, longitude, query["start_date"])
        elif path == "/v1/forecast":
            try:
                latitude, longitude = float(query["latitude"]), float(query["longitude"])
            except (KeyError, ValueError):
                return self.answer(400, {"error": True, "reason": "Parameter 'latitude' and 'longitude' must be set"})
            current = query.get("current", "").split(",")
            if "temperature_2m" not in current or "weather_code" not in current:
                return self.answer(400, {"error": True, "reason": "current=temperature_2m,weather_code expected"})
            if any(v not in CURRENT_DETAILS + ["temperature_2m", "weather_code"] for v in current):
                return self.answer(400, {"error": True, "reason": f"Cannot initialize current variables from string '{query['current']}'"})
            body = forecast(latitude, longitude)
            add_details(body, "current", current[2:], latitude, longitude, "now")
        elif path == "/v1/air-quality":
            try:
                latitude, longitude = float(query["latitude"]), float(query["longitude"])
            except (KeyError, ValueError):
                return self.answer(400, {"error": True, "reason": "Parameter 'latitude' and 'longitude' must be set"})
            if "hourly" in query:
                problem = daily_request_problem(query, self.server.today, reach=6, known=AIR_VARIABLES, section="hourly")
                if problem is not None:
                    return self.answer(400, {"reason": problem, "error": True})
            elif any(v not in AIR_VARIABLES for v in query.get("current", "").split(",")):
                return self.answer(400, {"error": True, "reason": "current air-quality variables expected"})
            body = air_quality(latitude, longitude, query)
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
        if fault and fault.startswith("degrees=") and path == "/v1/forecast":
            degrees = float(fault[len("degrees="):])
            if "current" in body:
                body["current"]["temperature_2m"] = degrees
            if "daily" in body:
                body["daily"]["temperature_2m_max"] = [degrees]
                body["daily"]["temperature_2m_min"] = [degrees]
        if fault == "padded":
            # json.dumps writes ", 0": three bytes a zero.
            body = {**body, "padding": [0] * (self.server.padding_kib * 1024 // 3)}
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
        self.send_bytes(status, json.dumps(body, ensure_ascii=False).encode(), "application/json; charset=utf-8")

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


class Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A client that hangs up mid-answer (a cancelled run, a timeout) is what the
        # tests do on purpose; any other failure is still printed.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser(description="Open-Meteo stand-in for tests")
    parser.add_argument("--fault", choices=sorted(FAULTS), help="apply this fault to every request")
    parser.add_argument("--slow-seconds", type=float, default=30.0, help="how long 'slow' sleeps (default 30)")
    parser.add_argument("--geocode-any", action="store_true",
                        help="find any place name asked for, at coordinates derived from the name")
    parser.add_argument("--today", type=datetime.date.fromisoformat, default=datetime.date(2026, 3, 10),
                        help="the day the forecast is issued, for its allowed range (default 2026-03-10)")
    parser.add_argument("--log", metavar="FILE", help="append the path and query of every /v1/ request to FILE")
    parser.add_argument("--padding-kib", type=int, default=1020, metavar="N",
                        help="the size of the 'padded' fault's padding, in KiB (default 1020)")
    args = parser.parse_args()

    # The tests run in parallel against one server: a deep listen queue keeps a
    # burst of connections from being dropped (and retried a second later).
    Server.request_queue_size = 128
    server = Server(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.fault = args.fault
    server.slow_seconds = args.slow_seconds
    server.geocode_any = args.geocode_any
    server.padding_kib = args.padding_kib
    server.today = args.today
    server.log = []
    server.log_lock = threading.Lock()
    server.log_file = open(args.log, "a", encoding="utf-8") if args.log else None
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
