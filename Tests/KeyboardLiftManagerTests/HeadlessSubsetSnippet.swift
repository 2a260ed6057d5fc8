// docs:begin readme-subset-headless
import KeyboardHeadless
import KeyboardLiftManager
import KeyboardScrollAdjust

/// KeyboardLift with ScrollAdjust alone over the headless backend, where there is no `shared`
/// (Linux, tests). Without the umbrella there is no `KeyboardManager(animator:)`: the manager
/// starts with the adjusters it is given (here none, and off), then one line names them and
/// turns it on.
@MainActor
func makeScrollAdjustOnlyManager(for app: HeadlessApp) throws -> KeyboardManager {
  let manager = try KeyboardManager(animator: app.animator, adjusters: [])
  app.connect(to: manager.configuration)  // the headless app feeds it, as UIKit feeds `shared`
  manager.enable(adjusters: [ScrollAdjuster()])  // ScrollAdjust, and on
  return manager
}
// docs:end readme-subset-headless
