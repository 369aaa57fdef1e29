import AgentCore

/// The built-in skills, in registration order (earlier wins a tie).
public enum BuiltinSkills {
    public static var all: [any Skill] {
        [TimerSkill(), AlarmSkill()]
    }
}
