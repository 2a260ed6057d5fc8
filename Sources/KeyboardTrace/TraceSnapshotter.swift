import Foundation
import KeyboardCore

/// What a snapshot of a window holds: its screen, its root controller's hierarchy as a trace
/// writes it, and the elements it named.
struct TraceSnapshot {
  var screen: TraceScreen
  var root: TraceController
  var elements: TraceElements
}

/// Takes a snapshot of a window through the host protocols alone: the root controller and its
/// children by kind, every view by kind with its frame, scroll state and keyboard settings —
/// and only geometry, kinds and ids, never text.
///
/// Values KeyboardLift itself changed are written as the ledger recorded them before the
/// change (a lifted root view's origin, a scrolled offset, an added inset, an overridden
/// keyboard appearance), so the snapshot is the app as it would be without KeyboardLift.
@MainActor
final class TraceSnapshotter {
  /// What a view is, as a scenario file names it.
  enum ViewKind {
    case view, scrollView, tableView, collectionView, cell, textField, textView
    case stackView(axis: String, spacing: Double)
    case searchBar(field: any HostTextInput)

    var typeName: String {
      switch self {
      case .view: "view"
      case .scrollView: "scrollView"
      case .tableView: "tableView"
      case .collectionView: "collectionView"
      case .cell: "cell"
      case .textField: "textField"
      case .textView: "textView"
      case .stackView: "stackView"
      case .searchBar: "searchBar"
      }
    }

    /// Whether the kind takes the keyboard settings meant for scroll views only.
    var isScrollable: Bool {
      switch self {
      case .scrollView, .tableView, .collectionView, .textView: true
      default: false
      }
    }
  }

  /// How a view is placed in what the trace writes around it.
  enum Placement {
    /// A controller's root view; an embedded child's carries its frame in its `embed`.
    case root(embedded: Bool)
    /// Any other view: a `frame` in its superview.
    case free
    /// An arranged subview of a stack view: its length along the axis.
    case arranged(vertical: Bool)
    /// A cell of a list: placed by the list.
    case cell
  }

  let ledger: Ledger
  let options: TraceRecorder.Options
  let sanitizer: TraceSanitizer
  let elements = TraceElements()
  var ids = TraceIdentifiers()
  /// The controller classes whose kind is written (`superclasses`), so the class lists of the
  /// settings match the replayed controllers as they matched the real ones.
  let listedClasses: [ControllerClass]
  /// The plugins' settings written with each view.
  let settingKeys: TraceSettingKeys
  /// The search fields of the views walked so far, by their bar.
  var searchFields: [ObjectIdentifier: any HostTextInput] = [:]

  init(
    ledger: Ledger, settings: KeyboardSettings, settingKeys: TraceSettingKeys,
    options: TraceRecorder.Options, sanitizer: TraceSanitizer
  ) {
    self.ledger = ledger
    self.settingKeys = settingKeys
    self.options = options
    self.sanitizer = sanitizer
    var classes: [ControllerClass] = []
    for listed in settings.disabledDistanceHandlingClasses + settings.enabledDistanceHandlingClasses
      + [.tableViewController, .inputViewController, .alertController]
    where !classes.contains(listed) {
      classes.append(listed)
    }
    listedClasses = classes
  }

  /// Snapshots `window`: its screen and its root controller's hierarchy.
  func snapshot(of window: any HostWindow) -> TraceSnapshot {
    let root: TraceController
    if let controller = window.hostRootController {
      root = self.controller(controller, embedding: nil)
    } else {
      sanitizer.warnOnce("the window has no root controller; an empty one is written")
      var empty = TraceController(id: ids.make(name: nil, kind: "controller"), type: "plain")
      empty.view = TraceView(id: ids.make(name: nil, kind: "view"), type: "view")
      root = empty
    }
    return TraceSnapshot(screen: screen(of: window), root: root, elements: elements)
  }

  // MARK: - Controllers

  /// A controller and everything under it.
  func controller(
    _ controller: any HostController, embedding: TraceEmbedding?, frameOffset: CGPoint = .zero
  ) -> TraceController {
    let type = controllerType(controller)
    let className = options.controllerClassName(controller).flatMap(Self.usableName)
    let shortName = className?.split(separator: ".").last.map(String.init)
    let id = ids.make(name: shortName, kind: type == "plain" ? "controller" : type)
    elements.add(controller, id: id)
    var result = TraceController(id: id, type: type)
    result.className = className
    let kinds = listedClasses.filter { controller.isKind(of: $0) }.map(\.name)
      .filter { $0 != className }
    result.superclasses = kinds.isEmpty ? nil : kinds
    result.embed = embedding
    switch type {
    case "navigation":
      result.controllers = controller.hostChildren.map { self.controller($0, embedding: nil) }
      result.navigationBarHidden = controller.hostNavigationBar == nil ? true : nil
      if let bar = controller.hostNavigationBar, !bar.frame.height.isClose(to: 44) {
        result.navigationBarHeight = sanitizer.nonNegative(
          bar.frame.height, "\(id).navigationBarHeight")
      }
    case "tabBar":
      let tabs = controller.hostChildren
      result.tabs = tabs.map { self.controller($0, embedding: nil) }
      let selected = tabs.firstIndex { $0 === controller.hostSelectedController } ?? 0
      result.selected = selected == 0 ? nil : selected
    default:
      var children: [TraceController] = []
      result.view = rootView(
        of: controller, embedded: embedding != nil, frameOffset: frameOffset, children: &children)
      result.children = children.isEmpty ? nil : children
    }
    return result
  }

  private func controllerType(_ controller: any HostController) -> String {
    let hasChildren = !controller.hostChildren.isEmpty
    switch controller.containerKind {
    case .navigation where hasChildren: return "navigation"
    case .tabBar where hasChildren: return "tabBar"
    default:
      let isTable = (controller.hostView as? any HostListView)?.listKind == .table
      return isTable && controller.isKind(of: .tableViewController)
        ? "tableViewController" : "plain"
    }
  }

  private func rootView(
    of controller: any HostController, embedded: Bool, frameOffset: CGPoint,
    children: inout [TraceController]
  ) -> TraceView {
    guard let view = controller.hostView else {
      // A view that is not loaded: an empty one stands in for it.
      return TraceView(id: ids.make(name: nil, kind: "view"), type: "view")
    }
    collectSearchFields(under: view)
    return self.view(
      view, placement: .root(embedded: embedded), owner: controller, frameOffset: frameOffset,
      children: &children)
  }

  // MARK: - Screen and settings

  /// The window's screen, described explicitly.
  func screen(of window: any HostWindow) -> TraceScreen {
    let bounds = window.screenBounds
    let frame = window.frameInScreen.movedBy(CGPoint(x: -bounds.origin.x, y: -bounds.origin.y))
    var scale = Double(window.screenScale)
    if !(scale.isFinite && scale > 0 && scale <= TraceSanitizer.largestMagnitude) {
      sanitizer.warnOnce("screen.scale was \(scale); written as 2")
      scale = 2
    }
    return TraceScreen(
      size: sanitizer.size(bounds.size, "screen.size"),
      window: sanitizer.rect(frame, "screen.window"),
      safeArea: sanitizer.insets(window.hostSafeAreaInsets, "screen.safeArea"),
      orientation: window.interfaceOrientation.rawValue, scale: scale,
      statusBarHeight: sanitizer.nonNegative(window.statusBarHeight, "screen.statusBarHeight"))
  }

  /// Every global setting: KeyboardCore's, and the plugins' in `keys`.
  static func settings(
    _ settings: KeyboardSettings, keys: TraceSettingKeys, sanitizer: TraceSanitizer
  ) -> TraceSettings {
    var result = TraceSettings(
      isEnabled: settings.isEnabled,
      keyboardDistance: sanitizer.finite(settings.keyboardDistance, "settings.keyboardDistance"),
      disabledDistanceHandlingClasses: settings.disabledDistanceHandlingClasses.map(\.name),
      enabledDistanceHandlingClasses: settings.enabledDistanceHandlingClasses.map(\.name))
    for key in keys.global {
      if let value = key.traceValue(in: settings) {
        result.plugins[key.name] = value
      } else {
        sanitizer.warnOnce("settings.\(key.name) cannot be encoded; left out")
      }
    }
    return result
  }

  /// A view's keyboard settings: only what differs from the defaults, or (`complete`) every
  /// field. Plugins' settings for scroll views only are written for scrollable kinds only.
  static func viewSettings(
    _ settings: KeyboardViewSettings, scrollable: Bool, complete: Bool, id: String,
    keys: TraceSettingKeys, sanitizer: TraceSanitizer
  ) -> TraceViewSettings? {
    var result = TraceViewSettings()
    result.distanceFromKeyboard = settings.distanceFromKeyboard.map {
      sanitizer.finite($0, "\(id).keyboard.distanceFromKeyboard")
    }
    result.writesUnsetDistance = complete
    if complete || settings.enableMode != KeyboardViewSettings.default.enableMode {
      result.enableMode = settings.enableMode.rawValue
    }
    for key in keys.view where scrollable || key.scope == .allViews {
      guard complete || key.differsFromDefault(in: settings) else { continue }
      if let value = key.traceValue(in: settings) {
        result.plugins[key.name] = value
      } else {
        sanitizer.warnOnce("\(id).keyboard.\(key.name) cannot be encoded; left out")
      }
    }
    return result.isEmpty ? nil : result
  }

  /// A name trimmed of surrounding spaces, or `nil` when nothing is left.
  static func usableName(_ name: String) -> String? {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
