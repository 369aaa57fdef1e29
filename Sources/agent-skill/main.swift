import AgentCLI
import Glibc

// A closed stdout shows up as a failed write, ending the run quietly, not as a signal.
signal(SIGPIPE, SIG_IGN)
let status = await AgentCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: AgentCLI.processEnvironment(),
    stdin: FileDescriptorSource(fd: 0), stdout: FileDescriptorSink(fd: 1), stderr: FileDescriptorSink(fd: 2),
    handlesSignals: true)
exit(status)
