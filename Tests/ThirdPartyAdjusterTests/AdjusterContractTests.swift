import KeyboardHeadless
import KeyboardLift
import Testing

/// What the types let a third-party adjuster do, checked with the public API only: the host
/// views it receives are read-only, and the lift it takes is what its ledger writes moved the
/// field, not a figure it declares.
@MainActor
@Suite struct AdjusterContractTests {
  @Test func theHostProtocolsOfferNoSetter() {
    // A writable key path would be a route around the ledger.
    #expect(!((\(any HostView).frame) is WritableKeyPath<any HostView, CGRect>))
    #expect(
      !((\(any HostScrollView).contentOffset) is WritableKeyPath<any HostScrollView, CGPoint>))
    #expect(
      !((\(any HostScrollView).hostContentInset) is WritableKeyPath<any HostScrollView, EdgeInsets>)
    )
    #expect(
      !((\(any HostScrollView).hostVerticalScrollIndicatorInsets)
        is WritableKeyPath<any HostScrollView, EdgeInsets>))
    #expect(
      !((\(any HostTextInput).hostKeyboardAppearance)
        is WritableKeyPath<any HostTextInput, KeyboardAppearanceStyle>))
  }

  @Test func theLiftTakenIsWhatTheWrittenOffsetMovedTheField() throws {
    let screen = try Screen()
    let probe = ScrollingProbe(by: 40)
    try screen.manager.adjusters.register(probe)
    screen.app.beginEditing(screen.field)
    // need = 644 − (508 − 10) = 146; the probe scrolls the field's scroll view by 40.
    #expect(probe.remainingBefore == 146)
    #expect(probe.remainingAfter == 106)
    #expect(screen.scrollView.contentOffset.y == 40)
  }

  @Test func aWriteThatDoesNotMoveTheFieldTakesNothing() throws {
    let screen = try Screen()
    let probe = ScrollingProbe(by: 40, scrollsOther: true)
    try screen.manager.adjusters.register(probe)
    screen.app.beginEditing(screen.field)
    #expect(probe.remainingAfter == probe.remainingBefore)
    #expect(screen.otherScrollView.contentOffset.y == 40)
    screen.app.endEditing()
    #expect(screen.otherScrollView.contentOffset.y == 0)  // the ledger put it back
  }

  @Test func aRaisedKeyboardTopAddsWhatTheFieldNeedsMore() throws {
    let screen = try Screen()
    let probe = RaisingProbe(by: 30)
    try screen.manager.adjusters.register(probe)
    screen.app.beginEditing(screen.field)
    #expect(probe.remainingAfter == 176)  // 146 + 30
    #expect(probe.keyboardTopAfter == 478)  // 508 − 30
  }

  @Test func aRaisedKeyboardTopAddsNoMoreThanTheTopGuideLeaves() throws {
    let screen = try Screen()
    let probe = RaisingProbe(by: 1000)
    try screen.manager.adjusters.register(probe)
    screen.app.beginEditing(screen.field)
    // room = 600 − 47 (the status bar) = 553: the budget stops there, not at 146 + 1000.
    #expect(probe.remainingAfter == 553)
  }
}

/// A 390×844 phone (keyboard top 508) with a field at 600…644 in a full-screen scroll view, and
/// a second scroll view beside it that holds nothing of the field.
@MainActor
private struct Screen {
  let app: HeadlessApp
  let manager: KeyboardManager
  let field = HeadlessTextField(frame: CGRect(x: 16, y: 600, width: 358, height: 44))
  let scrollView = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let otherScrollView = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

  init() throws {
    let form = HeadlessViewController()
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    scrollView.addSubview(field)
    form.view.addSubview(scrollView)
    otherScrollView.contentSize = CGSize(width: 10, height: 1000)
    form.view.addSubview(otherScrollView)
    app = HeadlessApp(profile: .notchedPhone, rootController: form)
    // No built-in adjusters: only the probe under test acts.
    manager = try KeyboardManager(animator: app.animator, adjusters: [])
    manager.isEnabled = true
    app.connect(to: manager.configuration)
  }
}

/// Scrolls a scroll view by a fixed amount through its ledger and notes the budget around it.
@MainActor
private final class ScrollingProbe: Adjuster {
  let identifier: AdjusterIdentifier = "com.example.probe.scrolling"
  let priority: AdjusterPriority = .default
  let amount: CGFloat
  let scrollsOther: Bool
  var remainingBefore: CGFloat?
  var remainingAfter: CGFloat?

  init(by amount: CGFloat, scrollsOther: Bool = false) {
    self.amount = amount
    self.scrollsOther = scrollsOther
  }

  func handle(_ event: ShowEvent) {
    let context = event.context
    remainingBefore = context.remainingLift
    let scrollViews = context.rootView.hostSubviews.compactMap { $0 as? any HostScrollView }
    guard let target = scrollsOther ? scrollViews.last : scrollViews.first else { return }
    event.ledger.write(.contentOffset, of: target, to: CGPoint(x: 0, y: amount))
    remainingAfter = context.remainingLift
  }
}

/// Says a bar of `height` rides on the keyboard, and notes the budget and geometry after.
@MainActor
private final class RaisingProbe: Adjuster {
  let identifier: AdjusterIdentifier = "com.example.probe.raising"
  let priority: AdjusterPriority = .default
  let height: CGFloat
  var remainingAfter: CGFloat?
  var keyboardTopAfter: CGFloat?

  init(by height: CGFloat) { self.height = height }

  func handle(_ event: ShowEvent) {
    event.context.raiseKeyboardTop(by: height, because: "a probe bar")
    remainingAfter = event.context.remainingLift
    keyboardTopAfter = event.context.geometry.keyboardTop
  }
}
