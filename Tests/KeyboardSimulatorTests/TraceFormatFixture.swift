import Foundation
import KeyboardCore
import KeyboardHeadless
import KeyboardLift
import KeyboardSimulator

/// A screen and a session that make the recorder write every field and every step kind it can:
/// a tab bar (second tab selected) holding a table view controller with section headers, a
/// navigation controller (bar hidden) whose top form has a scroll view with every scroll
/// property and keyboard setting, a horizontal stack, a text field and a text view with
/// keyboard appearances, a search bar whose field has its own settings, a collection view and
/// an embedded child controller, and a navigation controller with a 50-pt bar — then focus, keyboard frames, the app's own changes, a
/// rotation and every pop phase.
@MainActor
final class EveryFieldSession {
  let app = HeadlessApp(profile: .notchedPhone)
  let manager: KeyboardManager
  let navigation: HeadlessNavigationController
  let form = HeadlessViewController(
    classNames: ["FormController"], view: HeadlessView(id: "formView"))
  let scroll = HeadlessScrollView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 600), id: "formScroll")
  let email = HeadlessTextField(frame: CGRect(x: 20, y: 500, width: 350, height: 44), id: "email")
  let notes = HeadlessTextView(
    frame: CGRect(x: 20, y: 560, width: 350, height: 100), id: "notes", isScrollEnabled: false)
  let buttons = HeadlessStackView(
    frame: CGRect(x: 20, y: 20, width: 350, height: 44), axis: .horizontal, spacing: 10,
    id: "buttons")
  let search = HeadlessSearchBar(frame: CGRect(x: 0, y: 610, width: 390, height: 56), id: "search")
  let banner = HeadlessView(frame: CGRect(x: 0, y: 680, width: 390, height: 30), id: "banner")

  init() {
    let settings = HeadlessTableViewController(
      sections: [
        HeadlessTableSection(rowCount: 2, rowHeight: 50, headerHeight: 20),
        HeadlessTableSection(rowCount: 1, rowHeight: 70, headerHeight: 30),
      ], subclassNames: ["SettingsController"])
    settings.tableView.id = "settingsTable"
    let accounts = HeadlessViewController(
      classNames: ["AccountsController"], view: HeadlessView(id: "accountsView"))
    navigation = HeadlessNavigationController(rootController: accounts)
    navigation.isNavigationBarHidden = true
    navigation.push(form)
    let help = HeadlessNavigationController(
      rootController: HeadlessViewController(
        classNames: ["HelpController"], view: HeadlessView(id: "helpView")))
    help.navigationBarHeight = 50
    app.rootController = HeadlessTabBarController(
      controllers: [settings, navigation, help], selectedIndex: 1)

    scroll.contentSize = CGSize(width: 390, height: 1400)
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    scroll.contentInset = EdgeInsets(top: 4, left: 0, bottom: 8, right: 0)
    scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 2, left: 0, bottom: 6, right: 0)
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.keyboard.distanceFromKeyboard = 30
    scroll.keyboard.ignoreScrollingAdjustment = true
    scroll.keyboard.ignoreContentInsetAdjustment = true
    email.hostKeyboardAppearance = .dark
    email.keyboard.distanceFromKeyboard = 40
    email.keyboard.enableMode = .enabled
    notes.hostKeyboardAppearance = .light
    for id in ["ok", "cancel"] {
      buttons.addArrangedSubview(
        HeadlessView(frame: CGRect(x: 0, y: 0, width: 80, height: 44), id: id))
    }
    search.searchField.id = "searchField"
    search.searchField.keyboard.distanceFromKeyboard = 12
    search.searchField.keyboard.enableMode = .disabled
    search.searchField.hostKeyboardAppearance = .dark
    let grid = HeadlessCollectionView(
      frame: CGRect(x: 0, y: 700, width: 390, height: 140),
      layout: HeadlessGridLayout(
        itemSize: CGSize(width: 100, height: 60), columns: 3, interitemSpacing: 10,
        lineSpacing: 10),
      itemCounts: [4], id: "grid")
    grid.isPrivateToUIKit = true  // stands for one of UIKit's own (Behavior.md §7.1)
    let map = HeadlessViewController(
      classNames: ["MapController"], view: HeadlessView(id: "mapView"))

    for view in [email, notes, buttons] as [HeadlessView] { scroll.addSubview(view) }
    for view in [scroll, search, banner, grid] as [HeadlessView] { form.view.addSubview(view) }
    form.addChild(map)
    form.view.addSubview(map.view)
    map.view.frame = CGRect(x: 0, y: 620, width: 390, height: 50)

    manager = KeyboardManager(
      animator: app.animator, settings: KeyboardSettings(isEnabled: true),
      logger: RecordingLogger())
    app.connect(to: manager.configuration)
    app.window.layoutIfNeeded()
  }

  /// Records the session and returns the trace.
  func record() throws -> Data {
    app.beginEditing(email)  // before the recording: the trace opens with notes
    app.settle()
    manager.startRecordingTrace(in: app.window, options: headlessTraceOptions(app, name: "every"))
    app.advance(by: 0.5)
    app.keyboard.changeFrame(to: CGRect(x: 0, y: 464, width: 390, height: 380))
    app.settle()

    // The app's own changes, written before the next input.
    email.frame.size.height = 48
    email.keyboard.distanceFromKeyboard = 50
    scroll.keyboard.restoreContentOffset = true
    banner.removeFromSuperview()
    manager.adjusters.remove(.appearance)
    manager.reloadLayoutIfNeeded()
    try manager.adjusters.register(AppearanceAdjuster())
    manager.keyboardDistance = 14
    app.settle()

    app.rotate(to: .notchedPhoneLandscape)
    app.settle()
    for (phase, action) in [
      (InteractivePopPhase.began, { _ = self.navigation.beginInteractivePop() }),
      (.cancelled, { self.navigation.cancelInteractivePop() }),
      (.began, { _ = self.navigation.beginInteractivePop() }),
      (.completed, { self.navigation.finishInteractivePop() }),
    ] as [(InteractivePopPhase, () -> Void)] {
      action()
      manager.configuration.interactivePopDidChange(phase)
      app.settle()
    }
    app.endEditing()
    app.settle()
    return try manager.stopRecordingTrace()
  }
}
