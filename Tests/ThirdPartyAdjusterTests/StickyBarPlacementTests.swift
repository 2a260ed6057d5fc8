import KeyboardHeadless
import KeyboardLift
import StickyBarSample
import Testing

/// The same adjuster on a chat screen, whose text field is inside the bar, and on a screen that
/// put its bar inside the moving root view.
@MainActor
@Suite struct StickyBarPlacementTests {
  @Test func aComposerFieldInsideTheBarRidesWithIt() throws {
    // The bar sits in the chat screen's own view; the field is inside it at (8, 8, 300, 40).
    let chat = HeadlessViewController(classNames: ["ChatController"])
    let composer = HeadlessView(frame: CGRect(x: 0, y: 754, width: 390, height: 56), id: "composer")
    let message = HeadlessTextField(
      frame: CGRect(x: 8, y: 8, width: 300, height: 40), id: "message")
    composer.addSubview(message)
    chat.view.addSubview(composer)
    let app = HeadlessApp(profile: .notchedPhone, rootController: chat)
    let manager = KeyboardManager(animator: app.animator)
    manager.isEnabled = true
    try manager.adjusters.register(StickyBarAdjuster(bar: composer))
    app.connect(to: manager.configuration)
    app.beginEditing(message)
    // The composer rides on the keyboard (452…508) and takes the whole lift (need for the
    // field at 762…802: 802 − 498 = 304): the chat view does not move.
    #expect(composer.frame.minY == 452)
    #expect(chat.view.frame.origin.y == 0)
    #expect(message.frameInWindow.maxY == 500)  // 452 + 8 + 40: 8 above the keyboard
    app.endEditing()
    #expect(composer.frame.minY == 754)
  }

  @Test func aBarInsideTheMovingRootIsLeftAlone() throws {
    let form = HeadlessViewController(classNames: ["CheckoutController"])
    let bar = HeadlessView(frame: CGRect(x: 0, y: 754, width: 390, height: 56), id: "continue-bar")
    let field = HeadlessTextField(
      frame: CGRect(x: 16, y: 600, width: 358, height: 44), id: "card-number")
    form.view.addSubview(field)
    form.view.addSubview(bar)
    let app = HeadlessApp(profile: .notchedPhone, rootController: form)
    let manager = KeyboardManager(animator: app.animator)
    manager.isEnabled = true
    try manager.adjusters.register(StickyBarAdjuster(bar: bar))
    var explanations: [Explanation] = []
    manager.onDispatch = { explanations += $0.explanations }
    app.connect(to: manager.configuration)
    app.beginEditing(field)
    // The bar rises with the form (−146, the plain lift), and is not moved on its own.
    #expect(bar.frame.minY == 754)
    #expect(form.view.frame.origin.y == -146)
    #expect(explanations.contains { $0.topic == "sticky-bar" })
  }
}
