import KeyboardHeadless
import KeyboardLift
import StickyBarSample
import Testing

/// The bar rides on the keyboard and the field clears the bar; the hide puts both back.
@MainActor
@Test func theBarRidesOnTheKeyboard() throws {
  // A form with a field, in a navigation controller whose view holds a 56-point bar on the
  // home indicator of a 390×844 phone (keyboard (0, 508, 390, 336)).
  let field = HeadlessTextField(frame: CGRect(x: 16, y: 600, width: 358, height: 44))
  let form = HeadlessViewController()
  form.view.addSubview(field)
  let navigation = HeadlessNavigationController(rootController: form)
  let bar = HeadlessView(frame: CGRect(x: 0, y: 754, width: 390, height: 56))
  navigation.view.addSubview(bar)
  let app = HeadlessApp(profile: .notchedPhone, rootController: navigation)

  let manager = KeyboardManager(animator: app.animator)
  manager.isEnabled = true
  try manager.adjusters.register(StickyBarAdjuster(bar: bar))
  app.connect(to: manager.configuration)

  app.beginEditing(field)
  #expect(bar.frame.minY == 452)  // 508 − 56: on the keyboard
  #expect(form.view.frame.minY == -202)  // 146 for the keyboard + 56 for the bar
  #expect(bar.frameInWindow.minY - field.frameInWindow.maxY == 10)  // d above the bar

  app.endEditing()
  #expect(bar.frame.minY == 754)  // put back by the ledger
  #expect(form.view.frame.minY == 0)
}
