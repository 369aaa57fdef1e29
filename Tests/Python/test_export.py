"""`export` as a calendar program reads it: the iCalendar text parsed by the
`icalendar` package (PyPI, in the test venv), every item's start and rule checked.

Run: AGENT_SKILL_BIN=/path/to/agent-skill python -m unittest Tests/Python/test_export.py
"""
import datetime
import json
import os
import subprocess
import unittest
from pathlib import Path
from zoneinfo import ZoneInfo

try:
    import icalendar
except ImportError:  # pragma: no cover - environment problem
    raise SystemExit("test_export.py needs icalendar: use the python shell/venv prints")

REPO = Path(__file__).resolve().parents[2]
BIN = os.environ.get("AGENT_SKILL_BIN") or str(REPO / ".build" / "debug" / "agent-skill")


def run(lines, now, tz):
    """The events of one invocation fed `lines` (commands as dicts)."""
    stdin = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    done = subprocess.run([BIN, "--deterministic", "--now", now, "--tz", tz], input=stdin,
                          capture_output=True, text=True, timeout=30)
    return [json.loads(line) for line in done.stdout.splitlines()]


def item(run_id, skill, fire_at, rrule, detail):
    return {"run": run_id, "skill": skill, "fireAt": fire_at, "rrule": rrule,
            ("label" if skill == "alarm.set" else "reminder"): detail}


def snapshot(schedule):
    """A conversation holding `schedule`, as `snapshot` writes one."""
    return {"protocol": 1, "skills": [{"builtin": "timer.set"}, {"builtin": "alarm.set"}],
            "history": [], "runs": len(schedule), "state": {"name": "idle"}, "schedule": schedule}


class ExportTests(unittest.TestCase):
    def export(self, schedule, now, tz):
        events = run([{"cmd": "restore", "state": snapshot(schedule)}, {"cmd": "status"},
                      {"cmd": "export", "format": "ics"}], now, tz)
        self.assertEqual([e["event"] for e in events], ["restored", "status", "exported"], events)
        self.assertEqual(events[1]["schedule"], schedule)
        self.assertEqual(events[2]["format"], "ics")
        return events[2]["text"]

    def check(self, schedule, now, tz):
        text = self.export(schedule, now, tz)
        calendar = icalendar.Calendar.from_ical(text)
        events = [c for c in calendar.walk() if c.name == "VEVENT"]
        self.assertEqual(len(events), len(schedule))
        uids = set()
        for event, expected in zip(events, schedule):
            start = event.decoded("DTSTART")
            self.assertEqual(start, datetime.datetime.fromisoformat(expected["fireAt"]), expected)
            self.assertIsNotNone(start.tzinfo)
            rule = event.get("RRULE")
            if expected["rrule"] is None:
                self.assertIsNone(rule)
            else:
                self.assertEqual(rule.to_ical().decode(), expected["rrule"])
            detail = expected.get("label") or expected.get("reminder")
            self.assertEqual(str(event["SUMMARY"]), detail or ("Alarm" if expected["skill"] == "alarm.set" else "Timer"))
            alarms = [c for c in event.walk() if c.name == "VALARM"]
            self.assertEqual(len(alarms), 1)
            self.assertEqual(alarms[0].decoded("TRIGGER"), datetime.timedelta(0))
            uids.add(str(event["UID"]))
        self.assertEqual(len(uids), len(schedule), "every UID is its own")
        return calendar

    def test_one_offs_and_repeats_in_shanghai(self):
        self.check([
            item("r1", "timer.set", "2026-03-10T09:10:00+08:00", None, "关火"),
            item("r2", "alarm.set", "2026-03-11T07:00:00+08:00", "FREQ=DAILY", "起床"),
            item("r3", "alarm.set", "2026-03-11T08:00:00+08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "打卡"),
            item("r4", "timer.set", "2026-03-10T11:00:00+08:00", "FREQ=HOURLY;INTERVAL=2", "喝水"),
            item("r5", "alarm.set", "2026-03-15T09:00:00+08:00", "FREQ=MONTHLY;BYMONTHDAY=15", None),
        ], "2026-03-10T09:00:00+08:00", "Asia/Shanghai")

    def test_a_zone_with_daylight_saving_keeps_the_wall_clock_time(self):
        calendar = self.check([
            item("r1", "alarm.set", "2026-10-30T07:00:00-04:00", "FREQ=DAILY", "wake up"),
            item("r2", "alarm.set", "2026-11-02T07:00:00-05:00", None, "dentist, 2nd floor; bring card"),
        ], "2026-10-29T12:00:00-04:00", "America/New_York")
        # The daily alarm after the clocks go back is still at 07:00 local time.
        event = [c for c in calendar.walk() if c.name == "VEVENT"][0]
        start = event.decoded("DTSTART")
        later = start.replace(tzinfo=None) + datetime.timedelta(days=5)
        self.assertEqual(later.replace(tzinfo=ZoneInfo("America/New_York")).utcoffset(), datetime.timedelta(hours=-5))
        zones = [c for c in calendar.walk() if c.name == "VTIMEZONE"]
        self.assertEqual([str(z["TZID"]) for z in zones], ["America/New_York"])
        self.assertIn("STANDARD", [c.name for c in zones[0].subcomponents])

    def test_utc_times_need_no_time_zone(self):
        text = self.export([item("r1", "timer.set", "2026-01-01T00:05:00+00:00", None, None)],
                           "2026-01-01T00:00:00Z", "UTC")
        self.assertIn("DTSTART:20260101T000500Z\r\n", text)
        self.assertNotIn("VTIMEZONE", text)

    def test_an_empty_schedule_is_an_empty_calendar(self):
        calendar = icalendar.Calendar.from_ical(self.export([], "2026-03-10T09:00:00+08:00", "Asia/Shanghai"))
        self.assertEqual([c for c in calendar.walk() if c.name == "VEVENT"], [])

    def test_lines_are_folded_at_75_octets_and_end_in_crlf(self):
        text = self.export([item("r1", "timer.set", "2026-03-10T09:10:00+08:00", None, "记得" * 40)],
                           "2026-03-10T09:00:00+08:00", "Asia/Shanghai")
        self.assertTrue(text.endswith("\r\n"))
        for line in text.split("\r\n"):
            self.assertLessEqual(len(line.encode("utf-8")), 75, line)
        calendar = icalendar.Calendar.from_ical(text)
        summary = [str(c["SUMMARY"]) for c in calendar.walk() if c.name == "VEVENT"][0]
        self.assertEqual(summary, "记得" * 40)

    def test_timers_and_alarms_set_by_sentences_are_exported(self):
        events = run([{"cmd": "send", "text": "倒计时10分钟"}, {"cmd": "send", "text": "明天早上七点半叫我起床"},
                      {"cmd": "export"}], "2026-03-10T09:00:00+08:00", "Asia/Shanghai")
        text = [e for e in events if e["event"] == "exported"][0]["text"]
        starts = [c.decoded("DTSTART") for c in icalendar.Calendar.from_ical(text).walk() if c.name == "VEVENT"]
        self.assertEqual(starts, [datetime.datetime.fromisoformat("2026-03-10T09:10:00+08:00"),
                                  datetime.datetime.fromisoformat("2026-03-11T07:30:00+08:00")])


if __name__ == "__main__":
    unittest.main()
