import AgentCore
import AgentProtocol
import AgentRuntime

/// `--wait-timers`: once the input has ended, reports every firing the runs
/// set at its moment, earliest first (in the order set when two coincide);
/// `--deterministic` fires them at once.
struct TimerWait {
    let writer: EventWriter
    let clock: AgentClock
    /// Sleeps until each moment and hears a signal that ends the wait; nil fires at once.
    let signals: TerminationSignals?

    /// Returns the signal that cut the wait short, if any.
    func run(_ firings: [Runtime.Firing]) -> Int32? {
        let pending = firings.enumerated().sorted {
            ($0.element.schedule.fireAt, $0.offset) < ($1.element.schedule.fireAt, $1.offset)
        }.map(\.element)
        for firing in pending {
            if let signals {
                writer.flush()
                if let signal = signals.sleep(seconds: firing.schedule.fireAt.timeIntervalSince(clock.now())) {
                    return signal
                }
            }
            writer.emit(.fired(run: firing.run, skill: firing.skill, firing: firing.schedule), ref: firing.ref)
            if writer.isBroken { return nil }
        }
        return nil
    }
}
