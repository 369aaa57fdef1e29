import AgentCalendar
import AgentCore
import AgentProtocol

/// The built-in skills, in registration order (earlier wins a tie).
public enum BuiltinSkills {
    /// What the built-ins need from the command line.
    public struct Configuration: Sendable {
        /// Base URL replacing both weather services (`--weather-endpoint`); nil for the public ones.
        public var weatherEndpoint: String?
        /// How long a weather request may take (`--weather-timeout`).
        public var weatherTimeoutMs: Int
        /// The city of a weather question that names none (`--default-city`).
        public var defaultCity: String
        /// How long a weather answer is kept, in seconds (`--weather-cache`); 0 keeps none.
        public var weatherCacheSeconds: Int
        /// The rules of a time zone by its IANA name, for the clock in another city; nil when unknown.
        public var zones: @Sendable (String) -> TimeZoneRules?

        public init(weatherEndpoint: String? = nil, weatherTimeoutMs: Int = 5000, defaultCity: String = "深圳",
                    weatherCacheSeconds: Int = 600, zones: @escaping @Sendable (String) -> TimeZoneRules? = { _ in nil }) {
            self.zones = zones
            self.weatherEndpoint = weatherEndpoint
            self.weatherTimeoutMs = weatherTimeoutMs
            self.defaultCity = defaultCity
            self.weatherCacheSeconds = weatherCacheSeconds
        }
    }

    public static func all(_ configuration: Configuration = Configuration()) -> [any Skill] {
        [
            TimerSkill(),
            AlarmSkill(),
            ScheduleListSkill(),
            ScheduleCancelSkill(),
            WeatherSkill(endpoint: configuration.weatherEndpoint, timeoutMs: configuration.weatherTimeoutMs,
                         defaultCity: configuration.defaultCity, cacheSeconds: configuration.weatherCacheSeconds),
            CalcSkill(),
            ClockSkill(zones: configuration.zones),
        ]
    }
}
