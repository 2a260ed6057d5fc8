import Foundation

/// Draws one step of a run as an SVG picture: the device screen and its window, the safe area,
/// every view (scroll views clip their content), the keyboard, the focused field in orange with
/// its gap to the keyboard annotated, the lifted root view with a ghost of where it was, the
/// scroll views that scrolled, and the invariant verdict.
public struct SVGStepRenderer: Sendable {
  /// The height, in pixels, a picture is drawn at (at most).
  public var targetHeight: CGFloat

  /// Creates a renderer drawing pictures about `targetHeight` pixels high.
  public init(targetHeight: CGFloat = 760) { self.targetHeight = targetHeight }

  /// The SVG document for `snapshot`, a step of `run`.
  public func render(_ snapshot: StepSnapshot, of run: ScenarioRun) -> String {
    let screen = snapshot.screen.screenBounds.cgRect
    let scale = min(1, targetHeight / (screen.height + 170))
    let unit = 1 / scale
    let layout = PictureLayout(
      unit: unit, margin: 16 * unit, header: 62 * unit,
      footerLines: 1 + max(snapshot.violations.count, 1), screen: screen,
      window: snapshot.screen.windowFrame.cgRect)
    var svg = SVGWriter()
    svg.rect(CGRect(origin: .zero, size: layout.size), ["fill": "#f3f4f7"])
    header(&svg, snapshot, run: run, layout: layout)
    device(&svg, snapshot, layout: layout)
    svg.open("g", ["clip-path": "url(#window-clip)"])
    views(&svg, snapshot, start: run.snapshots.first, layout: layout)
    svg.close("g")
    safeArea(&svg, snapshot, layout: layout)
    svg.open("g", ["clip-path": "url(#screen-clip)"])
    if let keyboard = snapshot.keyboard {
      svg.keyboard(layout.fromWindow(keyboard.frame.cgRect), unit: unit)
    }
    svg.close("g")
    annotations(&svg, snapshot, start: run.snapshots.first, layout: layout)
    footer(&svg, snapshot, layout: layout)
    let title = "\(run.scenario) — step \(snapshot.index): \(snapshot.event)"
    return svg.document(size: layout.size, scale: scale, title: title)
  }

  private func header(_ svg: inout SVGWriter, _ snapshot: StepSnapshot, run: ScenarioRun, layout: PictureLayout) {
    let unit = layout.unit
    let steps = max(run.snapshots.count - 1, 0)
    let title = snapshot.index == 0 ? "\(run.scenario) · start" : "\(run.scenario) · step \(snapshot.index) of \(steps)"
    svg.text("text", ["x": n(layout.margin), "y": n(24 * unit), "font-size": n(17 * unit), "font-weight": "bold", "fill": "#1d2027"], title)
    let event = snapshot.note.map { "\(snapshot.event) — \($0)" } ?? snapshot.event
    svg.text("text", ["x": n(layout.margin), "y": n(47 * unit), "font-size": n(14 * unit), "fill": "#3b404a"], event)
  }

  private func device(_ svg: inout SVGWriter, _ snapshot: StepSnapshot, layout: PictureLayout) {
    let unit = layout.unit
    let screen = layout.fromScreen(layout.screen)
    let window = layout.fromScreen(layout.window)
    svg.open("defs")
    svg.open("clipPath", ["id": "screen-clip"])
    svg.rect(screen, [:])
    svg.close("clipPath")
    svg.open("clipPath", ["id": "window-clip"])
    svg.rect(window, [:])
    svg.close("clipPath")
    svg.close("defs")
    let isWholeScreen = layout.window == layout.screen
    svg.rect(screen.insetBy(dx: -6 * unit, dy: -6 * unit), ["fill": "#1d1f24", "rx": n(22 * unit)])
    svg.rect(screen, ["fill": isWholeScreen ? "#d5d8de" : "#9aa3b2"])
    if !isWholeScreen {
      svg.rect(window.insetBy(dx: -2 * unit, dy: -2 * unit), ["fill": "#5d6470", "rx": n(4 * unit)])
    }
    svg.rect(window, ["fill": "#d5d8de"])
    let statusBar = snapshot.screen.statusBarHeight
    if statusBar > 0 {
      svg.rect(CGRect(x: window.minX, y: window.minY, width: window.width, height: statusBar), ["fill": "#c9cdd4"])
      svg.text("text", ["x": n(window.minX + 10 * unit), "y": n(window.minY + min(statusBar, 30 * unit) - 8 * unit), "font-size": n(11 * unit), "fill": "#5d6470"], "status bar")
    }
  }

  private func views(_ svg: inout SVGWriter, _ snapshot: StepSnapshot, start: StepSnapshot?, layout: PictureLayout) {
    let unit = layout.unit
    for element in snapshot.elements where element.parentID != nil && !element.isHidden {
      guard let visible = element.visibleFrame?.cgRect, visible.width > 0, visible.height > 0 else { continue }
      let focused = element.id == snapshot.focusedID && element.isTextInput
      let style = SVGViewStyle.style(for: element, focused: focused)
      let frame = layout.fromWindow(visible)
      svg.rect(frame, styleAttributes(style, unit: unit))
      label(&svg, element, in: frame, style: style, unit: unit)
    }
  }

  private func styleAttributes(_ style: SVGViewStyle, unit: CGFloat) -> KeyValuePairs<String, String> {
    [
      "fill": style.fill, "stroke": style.stroke, "stroke-width": n(style.strokeWidth * unit),
      "stroke-dasharray": style.dash.map { $0.split(separator: " ").map { n(CGFloat(Double($0) ?? 0) * unit) }.joined(separator: " ") } ?? "none",
      "rx": n(style.cornerRadius * unit),
    ]
  }

  private func label(_ svg: inout SVGWriter, _ element: ElementState, in frame: CGRect, style: SVGViewStyle, unit: CGFloat) {
    let fontSize = (style.labelCentered ? 13 : 11) * unit
    guard frame.height >= fontSize + 2 * unit else { return }
    let text = element.label.map { "\($0)  ·  \(element.id)" } ?? element.id
    let maxCharacters = Int((frame.width - 12 * unit) / (fontSize * 0.56))
    guard maxCharacters >= 3 else { return }
    let shown = text.count > maxCharacters ? String(text.prefix(maxCharacters - 1)) + "…" : text
    let y = style.labelCentered ? frame.midY + fontSize * 0.35 : frame.minY + fontSize + 3 * unit
    svg.text("text", ["x": n(frame.minX + 8 * unit), "y": n(y), "font-size": n(fontSize), "fill": style.labelColor], shown)
  }

  private func safeArea(_ svg: inout SVGWriter, _ snapshot: StepSnapshot, layout: PictureLayout) {
    let unit = layout.unit
    let window = layout.fromScreen(layout.window)
    let safe = window.inset(by: snapshot.screen.safeArea)
    svg.rect(safe, ["fill": "none", "stroke": "#2e9e6b", "stroke-width": n(1.5 * unit), "stroke-dasharray": "\(n(8 * unit)) \(n(5 * unit))", "stroke-opacity": "0.8"])
    svg.text("text", ["x": n(safe.maxX - 6 * unit), "y": n(safe.maxY - 6 * unit), "font-size": n(11 * unit), "fill": "#2e9e6b", "text-anchor": "end"], "safe area")
  }

  private func annotations(_ svg: inout SVGWriter, _ snapshot: StepSnapshot, start: StepSnapshot?, layout: PictureLayout) {
    SVGAnnotations(layout: layout).draw(&svg, snapshot: snapshot, start: start)
  }

  private func footer(_ svg: inout SVGWriter, _ snapshot: StepSnapshot, layout: PictureLayout) {
    let unit = layout.unit
    var y = layout.footerTop + 22 * unit
    let session = snapshot.isSessionOpen ? "session open" : "no session"
    let status = "focus \(snapshot.focusedID ?? "none") · moved \(snapshot.movedDistance.shortDescription) pt · \(session) · ledger \(snapshot.ledgerEntries)"
    svg.text("text", ["x": n(layout.margin), "y": n(y), "font-size": n(13 * unit), "fill": "#3b404a"], status)
    y += 20 * unit
    if snapshot.violations.isEmpty {
      svg.text("text", ["x": n(layout.margin), "y": n(y), "font-size": n(13 * unit), "fill": "#1f8a4c", "font-weight": "bold"], "✓ invariants hold")
    }
    for violation in snapshot.violations {
      svg.text("text", ["x": n(layout.margin), "y": n(y), "font-size": n(13 * unit), "fill": "#c62828", "font-weight": "bold"], "✗ \(violation)")
      y += 20 * unit
    }
  }

  private func n(_ value: CGFloat) -> String { SVGWriter.number(value) }
}

/// Where things go in a picture: the screen below a header, the footer below the screen; all in
/// screen points, `unit` points per pixel.
struct PictureLayout {
  let unit: CGFloat
  let margin: CGFloat
  let header: CGFloat
  let footerLines: Int
  let screen: CGRect
  let window: CGRect

  /// The picture's size.
  var size: CGSize {
    CGSize(width: screen.width + 2 * margin, height: footerTop + CGFloat(footerLines) * 20 * unit + 18 * unit)
  }

  /// The top of the footer.
  var footerTop: CGFloat { header + screen.height + 8 * unit }

  /// A rectangle in screen coordinates, placed in the picture.
  func fromScreen(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: margin - screen.minX, dy: header - screen.minY)
  }

  /// A rectangle in window coordinates, placed in the picture.
  func fromWindow(_ rect: CGRect) -> CGRect {
    fromScreen(rect.offsetBy(dx: window.minX, dy: window.minY))
  }
}
