/// The exit statuses of `keyboard-sim`.
package enum SimulatorExitStatus: Int32, Sendable {
  /// Every scenario ran (and, with `--check`, every invariant held).
  case success = 0
  /// `--check` found an invariant violated.
  case violation = 1
  /// Bad input: an unknown option, a file that cannot be read, is not JSON or is not a valid
  /// scenario. Nothing was run.
  case badInput = 2
}
