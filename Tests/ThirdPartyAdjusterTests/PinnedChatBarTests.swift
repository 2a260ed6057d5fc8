import KeyboardHeadless
import KeyboardLift
import StickyBarSample
import Testing

/// A chat screen whose composer bar is pinned to the bottom of the safe area, as real chat bars
/// are (a constraint to `safeAreaLayoutGuide.bottomAnchor`), with the message field inside it.
/// The headless backend puts a pinned view back at its superview's next layout pass, as Auto
/// Layout does, so only an adjuster that changes what the pin is measured from keeps the bar
/// above the keyboard.
///
/// Notched phone: safe area 47…810, keyboard (0, 508, 390, 336); the composer rests at
/// 754…810, the field at (8, 8, 300, 40) inside it.
@MainActor
@Suite struct PinnedChatBarTests {
  private let chat = HeadlessViewController(classNames: ["ChatController"])
  private let composer = HeadlessView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 56), id: "composer")
  private let message = HeadlessTextField(
    frame: CGRect(x: 8, y: 8, width: 300, height: 40), id: "message")
  private let app: HeadlessApp
  private let manager: KeyboardManager

  init() {
    composer.safeAreaPin = .bottom()
    composer.addSubview(message)
    chat.view.addSubview(composer)
    app = HeadlessApp(profile: .notchedPhone, rootController: chat)
    manager = KeyboardManager(animator: app.animator)
    manager.isEnabled = true
    app.connect(to: manager.configuration)
  }

  /// The keyboard's top in window coordinates (for the strip: the top of what shows).
  private var keyboardTop: CGFloat { app.window.convertFromScreen(app.keyboard.frame).minY }

  /// Something in the chat lays its view out again (a message arrives, the composer grows).
  private func layoutPass() {
    chat.view.setNeedsLayout()
    app.advance(by: 0)
  }

  /// What iOS reports with a hardware keyboard: a full keyboard pushed down so that only its
  /// 55-point shortcut strip shows.
  private let hardwareKeyboardStrip = CGRect(x: 0, y: 789, width: 390, height: 336)

  @Test func theBarRestsOnTheSafeAreaBottom() {
    #expect(composer.frame.minY == 754)
  }

  @Test func aBarRaisedThroughTheSafeAreaStaysOnTheKeyboard() throws {
    try manager.adjusters.register(SafeAreaBarAdjuster(controller: chat, bar: composer))
    app.beginEditing(message)
    app.settle()
    #expect(composer.frameInWindow.maxY == 508)
    #expect(chat.additionalSafeAreaInsets.bottom == 302)  // 844 − 508 − 34
    #expect(chat.view.frame.minY == 0)  // the bar took the whole lift

    layoutPass()
    #expect(composer.frameInWindow.maxY == keyboardTop)

    // Landscape: the window gives 21 at the bottom, the keyboard covers 209 (top 181).
    app.rotate(to: .notchedPhoneLandscape)
    app.settle()
    #expect(keyboardTop == 181)
    #expect(composer.frameInWindow.maxY == 181)
    layoutPass()
    #expect(composer.frameInWindow.maxY == 181)

    // Back to portrait, then a hardware keyboard: only the strip covers the screen.
    app.rotate(to: .notchedPhone)
    app.keyboard.changeFrame(to: hardwareKeyboardStrip)
    app.settle()
    #expect(composer.frameInWindow.maxY == 789)
    #expect(chat.additionalSafeAreaInsets.bottom == 21)  // 844 − 789 − 34
    layoutPass()
    #expect(composer.frameInWindow.maxY == 789)

    // The hide restores the insets; the next layout pass takes the bar down.
    app.endEditing()
    app.settle()
    #expect(chat.additionalSafeAreaInsets == .zero)
    #expect(composer.frame.minY == 754)
    #expect(manager.configuration.ledger.isEmpty)
  }

  /// Why a pinned bar needs `SafeAreaBarAdjuster`'s approach: `StickyBarAdjuster` writes the
  /// bar's frame, which is right for a bar placed by frame, but a bar pinned to the safe area is
  /// put back by its superview's next layout pass, as Auto Layout does — the headless backend
  /// models that, so a test of a frame-written pinned bar cannot pass by accident.
  @Test func aPinnedBarWrittenByFrameFallsBackAtTheNextLayoutPass() throws {
    try manager.adjusters.register(StickyBarAdjuster(bar: composer))
    app.beginEditing(message)
    app.settle()
    #expect(composer.frameInWindow.maxY == 508)
    layoutPass()
    #expect(composer.frameInWindow.maxY == 810)  // back on its pin, behind the keyboard

    // A rotation re-pins the bar, then the keyboard's change places it again — until the next
    // layout pass.
    app.rotate(to: .notchedPhoneLandscape)
    app.settle()
    #expect(composer.frameInWindow.maxY == 181)
    layoutPass()
    #expect(composer.frameInWindow.maxY == 369)

    app.rotate(to: .notchedPhone)
    app.keyboard.changeFrame(to: hardwareKeyboardStrip)
    app.settle()
    #expect(composer.frameInWindow.maxY == 789)
    layoutPass()
    #expect(composer.frameInWindow.maxY == 810)
  }
}
