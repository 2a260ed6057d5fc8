import Foundation
import KeyboardCore

extension TraceSnapshotter {
  /// A view and its subtree. Child controllers whose root views are found on the way are added
  /// to `children`, embedded where they were found.
  func view(
    _ view: any HostView, placement: Placement, owner: any HostController,
    frameOffset: CGPoint = .zero, children: inout [TraceController]
  ) -> TraceView {
    let kind = self.kind(of: view, placement: placement)
    let id = ids.make(name: options.viewName(view).flatMap(Self.usableName), kind: kind.typeName)
    var trace = TraceView(id: id, type: kind.typeName)
    let frame = sanitizer.rect(originalFrame(of: view).movedBy(frameOffset), "\(id).frame")
    switch placement {
    case .root(let embedded):
      // A root view outside the window (a controller below the top of a stack) is placed by
      // its container when it shows.
      trace.frame = embedded || view.hostWindow == nil ? nil : frame
    case .free: trace.frame = frame
    case .arranged(let vertical):
      if vertical { trace.height = frame.height } else { trace.width = frame.width }
    case .cell: break
    }
    trace.keyboard = Self.viewSettings(
      view.keyboardSettings, scrollable: kind.isScrollable, complete: false, id: id,
      keys: settingKeys, sanitizer: sanitizer)
    var isControllerRoot = false
    if case .root = placement { isControllerRoot = true }
    var isCell = false
    if case .cell = placement { isCell = true }
    elements.add(
      TraceElements.View(
        view: view, id: id, isScrollable: kind.isScrollable,
        followsRemoval: !isControllerRoot && !isCell, frameOffset: frameOffset,
        frame: isCell ? nil : frame, settings: view.keyboardSettings),
      for: view)

    switch kind {
    case .textField:
      trace.keyboardAppearance = appearance(of: view)
    case .textView:
      trace.keyboardAppearance = appearance(of: view)
      if let scrollView = view as? any HostScrollView {
        addScrollFields(of: scrollView, id: id, to: &trace, withContentSize: true)
      }
    case .searchBar(let field):
      trace.searchField = searchField(field)
    case .tableView, .collectionView:
      if let list = view as? any HostListView {
        addScrollFields(of: list, id: id, to: &trace, withContentSize: false)
        addSections(of: list, id: id, to: &trace, owner: owner, children: &children)
      }
    case .scrollView:
      if let scrollView = view as? any HostScrollView {
        addScrollFields(of: scrollView, id: id, to: &trace, withContentSize: true)
      }
      trace.subviews = subviews(of: view, id: id, owner: owner, children: &children)
    case .stackView(let axis, let spacing):
      trace.axis = axis == "vertical" ? nil : axis
      trace.spacing = spacing == 0 ? nil : spacing
      let arranged = view.hostSubviews.map {
        self.view(
          $0, placement: .arranged(vertical: axis == "vertical"), owner: owner,
          children: &children)
      }
      trace.subviews = arranged.isEmpty ? nil : arranged
    case .view:
      trace.subviews = subviews(of: view, id: id, owner: owner, children: &children)
    case .cell:
      break  // A list writes its cells' content (see `addSections`).
    }
    return trace
  }

  /// The subviews of `view` written as its subviews, `offset` added to their frames; the root
  /// views of other controllers become embedded child controllers instead.
  func subviews(
    of view: any HostView, id: String, owner: any HostController, offset: CGPoint = .zero,
    children: inout [TraceController]
  ) -> [TraceView]? {
    var result: [TraceView] = []
    for subview in view.hostSubviews {
      if let child = subview.owningController, child !== owner {
        let frame = sanitizer.rect(
          originalFrame(of: subview).movedBy(offset), "the view of a child controller in \(id)")
        children.append(
          controller(
            child, embedding: TraceEmbedding(frame: frame, container: id), frameOffset: offset))
      } else {
        result.append(
          self.view(
            subview, placement: .free, owner: owner, frameOffset: offset, children: &children))
      }
    }
    return result.isEmpty ? nil : result
  }

  /// The kind a view is written as.
  func kind(of view: any HostView, placement: Placement) -> ViewKind {
    if case .cell = placement { return .cell }
    if let input = view as? any HostTextInput {
      // A search field whose bar was not found is written as the text field it is.
      return input.textInputKind == .textView ? .textView : .textField
    }
    if let field = searchFields[ObjectIdentifier(view)] { return .searchBar(field: field) }
    if let list = view as? any HostListView {
      return list.listKind == .table ? .tableView : .collectionView
    }
    if view is any HostScrollView { return .scrollView }
    if view is any HostStackView, let arrangement = stackArrangement(of: view) {
      return .stackView(axis: arrangement.axis, spacing: arrangement.spacing)
    }
    return .view
  }

  /// The frame of `view` in its superview as the app set it: the origin the ledger recorded
  /// before KeyboardLift moved the view, if it did.
  func originalFrame(of view: any HostView) -> CGRect {
    let origin = ledger.originalValue(of: .frameOrigin, of: view) ?? view.frame.origin
    return CGRect(origin: origin, size: view.frame.size)
  }

  /// Remembers the search field of every search bar under `view`, so the bar is written as a
  /// search bar holding it.
  func collectSearchFields(under view: any HostView) {
    if let input = view as? any HostTextInput, input.textInputKind == .searchField,
      let bar = input.enclosingSearchBar
    {
      searchFields[ObjectIdentifier(bar)] = input
    }
    for subview in view.hostSubviews { collectSearchFields(under: subview) }
  }

  // MARK: - Kinds

  private func appearance(of view: any HostView) -> String? {
    guard let input = view as? any HostTextInput else { return nil }
    let appearance =
      ledger.originalValue(of: .keyboardAppearance, of: input) ?? input.hostKeyboardAppearance
    return appearance == .default ? nil : appearance.rawValue
  }

  private func searchField(_ field: any HostTextInput) -> TraceSearchField {
    let id = ids.make(name: options.viewName(field).flatMap(Self.usableName), kind: "searchField")
    elements.add(
      TraceElements.View(
        view: field, id: id, isScrollable: false, followsRemoval: false, frameOffset: .zero,
        frame: nil, settings: field.keyboardSettings),
      for: field)
    return TraceSearchField(
      id: id,
      keyboard: Self.viewSettings(
        field.keyboardSettings, scrollable: false, complete: false, id: id, keys: settingKeys,
        sanitizer: sanitizer),
      keyboardAppearance: appearance(of: field))
  }

  private func addScrollFields(
    of scrollView: any HostScrollView, id: String, to trace: inout TraceView,
    withContentSize: Bool
  ) {
    if withContentSize {
      trace.contentSize = sanitizer.size(scrollView.contentSize, "\(id).contentSize")
    }
    let offset =
      ledger.originalValue(of: .contentOffset, of: scrollView)
      ?? scrollView.contentOffset
    // A scenario starts a scroll view without an offset at its resting offset (−left, −top of
    // its adjusted inset), so an offset is written whenever either is not zero.
    let adjusted = scrollView.hostAdjustedContentInset
    if offset != .zero || adjusted.top != 0 || adjusted.left != 0 {
      trace.contentOffset = sanitizer.point(offset, "\(id).contentOffset")
    }
    let inset =
      ledger.originalValue(of: .contentInset, of: scrollView) ?? scrollView.hostContentInset
    if inset != .zero { trace.contentInset = sanitizer.insets(inset, "\(id).contentInset") }
    let indicators =
      ledger.originalValue(of: .verticalScrollIndicatorInsets, of: scrollView)
      ?? scrollView.hostVerticalScrollIndicatorInsets
    if indicators != .zero {
      trace.indicatorInsets = sanitizer.insets(indicators, "\(id).indicatorInsets")
    }
    if !scrollView.isScrollEnabled { trace.scrollEnabled = false }
    let behavior = scrollView.hostContentInsetAdjustmentBehavior
    if behavior != .automatic { trace.contentInsetAdjustment = behavior.rawValue }
    if scrollView.isPrivateToUIKit { trace.privateToUIKit = true }
  }

  /// How a stack view's subviews sit, when they sit as a scenario's stack view would place them
  /// (one after another from 0 along the axis, `spacing` apart, filling the other axis);
  /// `nil` otherwise, and the stack is written as a plain view with frames.
  private func stackArrangement(of stack: any HostView) -> (axis: String, spacing: Double)? {
    let subviews = stack.hostSubviews
    guard !subviews.contains(where: { $0.owningController != nil }) else { return nil }
    let frames = subviews.map(\.frame)
    let size = stack.bounds.size
    for vertical in [true, false] {
      func start(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
      func end(_ rect: CGRect) -> CGFloat { vertical ? rect.maxY : rect.maxX }
      func fills(_ rect: CGRect) -> Bool {
        vertical
          ? Self.same(rect.minX, 0) && Self.same(rect.width, size.width)
          : Self.same(rect.minY, 0) && Self.same(rect.height, size.height)
      }
      let spacing = frames.count > 1 ? start(frames[1]) - end(frames[0]) : 0
      guard spacing.isFinite, spacing >= 0, Double(spacing) <= TraceSanitizer.largestMagnitude,
        frames.allSatisfy(fills)
      else { continue }
      var position: CGFloat = 0
      var matches = true
      for frame in frames {
        matches = matches && Self.same(start(frame), position)
        position = end(frame) + spacing
      }
      if matches { return (vertical ? "vertical" : "horizontal", Double(spacing)) }
    }
    return nil
  }

  private static func same(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { abs(lhs - rhs) < 0.001 }
}
