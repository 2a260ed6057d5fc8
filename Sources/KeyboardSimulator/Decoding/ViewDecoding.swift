import Foundation
import KeyboardCore

/// Where a view sits, which decides how it is placed.
enum ViewContext {
  /// A subview of an ordinary view: a `frame` or a `pin`.
  case free
  /// A controller's root view: fills its container unless it has a `frame`.
  case controllerRoot
  /// An arranged subview of a stack view: a `height` (vertical) or `width` (horizontal).
  case stack(StackSpec.Axis)
  /// A cell of a table (`height` optional) or collection view.
  case cell(ListKind)
  /// A table's header or footer view, or a section's: a `height`, any type (`view` by default).
  case tableSupplementary
}

extension ScenarioDecoder {
  /// The view types a file may use (cells and search fields appear only inside their lists and
  /// search bars).
  static let viewTypes = [
    "view", "scrollView", "tableView", "collectionView", "stackView", "textField", "textView",
    "searchBar",
  ]

  /// A view and its subtree.
  func view(_ node: JSONNode, context: ViewContext) -> ScenarioView? {
    guard let object = node.object("a view (an object)") else { return nil }
    let id = object.required("id").identifier()
    let typeName: String?
    if case .cell = context {
      typeName = object.optional("type")?.choice(from: [("cell", "cell")]) ?? "cell"
    } else if case .tableSupplementary = context {
      typeName = object.optional("type")?.choice(from: Self.viewTypes.map { ($0, $0) }) ?? "view"
    } else {
      typeName = object.required("type").choice(from: Self.viewTypes.map { ($0, $0) })
    }
    guard let typeName else { return nil }
    let kind = viewKind(typeName, object: object)
    if let id, let kind {
      ids.declare(
        id, as: .view(typeName: typeName, isTextInput: kind.isTextInput),
        at: object.path.appending("id"))
    }
    let placement = placement(in: object, context: context)
    let patch = object.optional("keyboard")?.viewSettingsPatch(scrollable: kind?.scroll != nil)
    let label = object.optional("label")?.string()
    let isUserInteractionEnabled = object.optional("userInteractionEnabled")?.bool() ?? true
    let subviewContext: ViewContext
    if case .stackView(let stack)? = kind {
      subviewContext = .stack(stack.axis)
    } else {
      subviewContext = .free
    }
    let subviews =
      object.optional("subviews")?.array()?.compactMap {
        view($0, context: subviewContext)
      } ?? []
    object.finish(as: "a \(typeName)")
    guard let id, let kind, let placement else { return nil }
    var result = ScenarioView(
      id: id, kind: kind, placement: placement, settings: patch?.applied(to: .default) ?? .default,
      subviews: subviews, label: label)
    result.isUserInteractionEnabled = isUserInteractionEnabled
    return result
  }

  private func viewKind(_ typeName: String, object: JSONObjectReader) -> ScenarioViewKind? {
    switch typeName {
    case "scrollView":
      return .scrollView(scrollSpec(in: object, hasContentSize: true, mayBePrivate: true))
    case "tableView":
      let scroll = scrollSpec(in: object, hasContentSize: false, mayBePrivate: true)
      return listSpec(in: object, kind: .table).map { .tableView(scroll, $0) }
    case "collectionView":
      let scroll = scrollSpec(in: object, hasContentSize: false, mayBePrivate: true)
      return listSpec(in: object, kind: .collection).map { .collectionView(scroll, $0) }
    case "stackView":
      let axis = object.optional("axis")?.choice(StackSpec.Axis.self)
      let spacing = object.optional("spacing")?.number(.nonNegative)
      return .stackView(StackSpec(axis: axis ?? .vertical, spacing: spacing ?? 0))
    case "textField":
      return .textField(textInputSpec(in: object, mayBeDisabled: true))
    case "textView":
      let input = textInputSpec(in: object)
      return .textView(input, scroll: scrollSpec(in: object, hasContentSize: true))
    case "searchBar":
      return searchField(object.required("searchField")).map { .searchBar(field: $0) }
    case "cell":
      return .cell
    default:
      return .view
    }
  }

  private func scrollSpec(
    in object: JSONObjectReader, hasContentSize: Bool, mayBePrivate: Bool = false
  ) -> ScrollSpec {
    var spec = ScrollSpec()
    if mayBePrivate { spec.isPrivateToUIKit = object.optional("privateToUIKit")?.bool() ?? false }
    if hasContentSize { spec.contentSize = object.optional("contentSize")?.size() }
    spec.contentOffset = object.optional("contentOffset")?.point()
    spec.contentInset = object.optional("contentInset")?.insets() ?? .zero
    spec.indicatorInsets = object.optional("indicatorInsets")?.insets() ?? .zero
    spec.isScrollEnabled = object.optional("scrollEnabled")?.bool() ?? true
    spec.contentInsetAdjustment =
      object.optional("contentInsetAdjustment")?.choice(ContentInsetAdjustmentBehavior.self)
      ?? .automatic
    spec.alwaysBounceVertical = object.optional("alwaysBounceVertical")?.bool()
    return spec
  }

  private func listSpec(in object: JSONObjectReader, kind: ListKind) -> ListSpec? {
    let rowHeight = object.optional(kind == .table ? "rowHeight" : "itemHeight")?.number(.positive)
    let itemWidth = kind == .collection ? object.optional("itemWidth")?.number(.positive) : nil
    let spacing = kind == .collection ? object.optional("spacing")?.number(.nonNegative) : nil
    let sectionsNode = object.required("sections")
    guard let sectionNodes = sectionsNode.array() else { return nil }
    let sections = sectionNodes.compactMap { node -> ListSectionSpec? in
      guard let section = node.object("a section {\"cells\"}") else { return nil }
      let header = section.optional("headerHeight")?.number(.nonNegative)
      let cells = section.required("cells").array()?.compactMap { view($0, context: .cell(kind)) }
      var spec = cells.map { ListSectionSpec(cells: $0, headerHeight: header ?? 0) }
      if kind == .table { tableSectionExtras(in: section, into: &spec) }
      section.finish(as: kind == .table ? "a table section" : "a section")
      return spec
    }
    var list = ListSpec(
      sections: sections, rowHeight: rowHeight ?? (kind == .table ? 44 : 50), itemWidth: itemWidth,
      spacing: spacing ?? 0)
    listExtras(in: object, kind: kind, into: &list)
    return list
  }

  /// A text input's own fields; `mayBeDisabled` for text fields and search fields (`enabled`).
  private func textInputSpec(in object: JSONObjectReader, mayBeDisabled: Bool = false)
    -> TextInputSpec
  {
    let appearance = object.optional("keyboardAppearance")?.choice(KeyboardAppearanceStyle.self)
    let isEnabled = mayBeDisabled ? object.optional("enabled")?.bool() : nil
    let inputViewHeight = object.optional("inputView")?.inputViewHeight()
    return TextInputSpec(
      keyboardAppearance: appearance ?? .default, isEnabled: isEnabled ?? true,
      inputViewHeight: inputViewHeight)
  }

  private func searchField(_ node: JSONNode) -> ScenarioView? {
    guard let object = node.object("a search field {\"id\"}") else { return nil }
    let id = object.required("id").identifier()
    let input = textInputSpec(in: object, mayBeDisabled: true)
    let patch = object.optional("keyboard")?.viewSettingsPatch(scrollable: false)
    let label = object.optional("label")?.string()
    object.finish(as: "a search field")
    guard let id else { return nil }
    ids.declare(
      id, as: .view(typeName: "searchField", isTextInput: true), at: object.path.appending("id"))
    return ScenarioView(
      id: id, kind: .searchField(input), placement: .fill,
      settings: patch?.applied(to: .default) ?? .default, label: label)
  }

  private func placement(in object: JSONObjectReader, context: ViewContext) -> ViewPlacement? {
    switch context {
    case .controllerRoot:
      guard let frame = object.optional("frame") else { return .fill }
      return frame.rect().map(ViewPlacement.frame)
    case .stack(let axis):
      let key = axis == .vertical ? "height" : "width"
      return object.required(key).number(.nonNegative).map { .arranged(length: $0) }
    case .tableSupplementary:
      return object.required("height").number(.nonNegative).map { .arranged(length: $0) }
    case .cell(let kind):
      guard kind == .table else { return .cell(height: nil) }
      guard let height = object.optional("height") else { return .cell(height: nil) }
      return height.number(.nonNegative).map { .cell(height: $0) }
    case .free:
      let frame = object.optional("frame")
      let pin = object.optional("pin")
      switch (frame, pin) {
      case (let frame?, nil): return frame.rect().map(ViewPlacement.frame)
      case (nil, let pin?): return self.pin(pin).map(ViewPlacement.pinned)
      case (_?, _?):
        problems.add("expected either \"frame\" or \"pin\", found both", at: object.path)
      case (nil, nil):
        problems.add("expected a \"frame\" or a \"pin\", found neither", at: object.path)
      }
      return nil
    }
  }

  private func pin(_ node: JSONNode) -> Pin? {
    guard let object = node.object("a pin (an object of edge distances)") else { return nil }
    var pin = Pin()
    pin.guides = object.optional("to")?.pinGuides() ?? Pin.Guides()
    pin.top = object.optional("top")?.number()
    pin.bottom = object.optional("bottom")?.number()
    pin.height = object.optional("height")?.number(.nonNegative)
    pin.left = object.optional("left")?.number()
    pin.right = object.optional("right")?.number()
    pin.width = object.optional("width")?.number(.nonNegative)
    object.finish(as: "a pin")
    let vertical = ["top", "bottom", "height"].filter(object.has).count
    let horizontal = ["left", "right", "width"].filter(object.has).count
    var valid = true
    if vertical != 2 {
      node.report("expected exactly two of \"top\", \"bottom\", \"height\", found \(vertical)")
      valid = false
    }
    if horizontal != 0 && horizontal != 2 {
      node.report(
        "expected none (full width) or exactly two of \"left\", \"right\", \"width\", found \(horizontal)"
      )
      valid = false
    }
    return valid ? pin : nil
  }
}
