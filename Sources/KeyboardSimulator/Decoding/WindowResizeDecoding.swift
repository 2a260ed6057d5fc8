import Foundation
import KeyboardCore

extension ScenarioDecoder {
  /// A `resizeWindow` step's fields: `window` (a frame inside the screen in force, not empty),
  /// `safeArea`, `statusBarHeight`, `reported`.
  func windowResize(_ object: JSONObjectReader, screen: ScreenChoice?) -> WindowResize? {
    let windowNode = object.required("window")
    let frame = windowNode.rect()
    let safeArea = object.optional("safeArea")?.insets()
    let statusBar = object.optional("statusBarHeight")?.number(.nonNegative)
    let reported = object.optional("reported")?.bool()
    guard let frame else { return nil }
    if frame.width <= 0 || frame.height <= 0 {
      windowNode.report("expected a window with a width and a height above 0, found \(Rect(frame))")
      return nil
    }
    if let screen, let bounds = ScenarioDevices.profile(for: screen)?.screenBounds,
      !bounds.contains(frame)
    {
      windowNode.report(
        "expected a window inside the screen in force \(Rect(bounds)), found \(Rect(frame))")
      return nil
    }
    return WindowResize(
      frame: frame, safeArea: safeArea, statusBarHeight: statusBar, isReported: reported ?? true)
  }
}
