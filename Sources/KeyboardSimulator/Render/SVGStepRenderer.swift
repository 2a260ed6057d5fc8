import Foundation

/// Draws one step of a run as an SVG picture: the device screen and its window, the safe area,
/// every view (scroll views clip their content), the keyboard, the focused field in orange with
/// its gap to the keyboard annotated and a ghost of where it was before it moved; beside the
/// device, a column of status badges; beside that (unless left out), a column saying what
/// happened, the numbers, the invariant verdict and a legend.
package struct SVGStepRenderer: Sendable {
  /// The height, in pixels, a picture's screen is drawn at (at most).
  package var targetHeight: CGFloat
  /// The width, in pixels, of the whole picture (at most, as long as the screen can be drawn
  /// at all): a wide screen is drawn smaller, so the picture fits a window 1280 pixels wide.
  package var targetWidth: CGFloat
  /// Whether the picture has the text column (the event, the numbers, the verdict, the
  /// legend); the HTML page leaves it out and writes the same as text beside the picture.
  package var showsPanel: Bool

  /// Creates a renderer drawing screens about `targetHeight` pixels high, in pictures at most
  /// `targetWidth` pixels wide.
  package init(targetHeight: CGFloat = 720, targetWidth: CGFloat = 1240, showsPanel: Bool = true) {
    self.targetHeight = targetHeight
    self.targetWidth = targetWidth
    self.showsPanel = showsPanel
  }

  /// The pixels of a picture's width that do not scale with its screen: the margins, the
  /// device's bezel, the badge column, the text column.
  private var fixedWidth: CGFloat {
    20 + 8 + 8 + 18 + Self.calloutWidth + 20 + (showsPanel ? 300 + 20 : 0)
  }

  /// The width, in pixels, of the column of status badges.
  private static let calloutWidth: CGFloat = 240

  /// The picture's title: the scenario and the step (`"sign-up-form · step 6 of 8"`).
  static func title(of snapshot: StepSnapshot, in run: ScenarioRun) -> String {
    snapshot.index == 0
      ? "\(run.scenario) · start"
      : "\(run.scenario) · step \(snapshot.index) of \(run.snapshots.count - 1)"
  }

  /// The SVG document for `snapshot`, a step of `run`.
  package func render(_ snapshot: StepSnapshot, of run: ScenarioRun) -> String {
    let screen = snapshot.screen.screenBounds.cgRect
    let scale = min(
      1, targetHeight / (DrawingLimits.clamped(max(screen.height, 0)) + 80),
      max(targetWidth - fixedWidth, 100) / DrawingLimits.clamped(max(screen.width, 1)))
    let unit = 1 / scale
    let layout = PictureLayout(
      unit: unit, margin: 20 * unit, header: 44 * unit, calloutWidth: Self.calloutWidth * unit,
      panelWidth: showsPanel ? 300 * unit : 0, screen: screen,
      window: snapshot.screen.windowFrame.cgRect)
    let start = run.snapshots.first
    var panel = SVGWriter()
    let panelBottom =
      showsPanel
      ? SVGStepPanel(layout: layout).draw(&panel, snapshot: snapshot, run: run) : 0
    let ids = PictureIDs(scenario: run.scenario, index: snapshot.index)

    // The screen, then the badges beside it: they say how tall the picture is.
    var picture = SVGWriter()
    device(&picture, snapshot, layout: layout, ids: ids)
    picture.open("g", ["clip-path": "url(#\(ids.windowClip))"])
    var labels = views(&picture, snapshot, layout: layout)
    picture.close("g")
    safeArea(&picture, snapshot, layout: layout, labels: labels, maskID: ids.safeAreaMask)
    picture.open("g", ["clip-path": "url(#\(ids.screenClip))"])
    if let keyboard = snapshot.keyboard {
      let frame = layout.fromWindow(keyboard.frame.cgRect)
      picture.keyboard(frame, unit: unit)
      // Labels under the keyboard are hidden; the keyboard's own is on its space bar.
      labels.removeAll { $0.intersects(frame) }
      if let label = SVGWriter.keyboardLabel(in: frame, unit: unit) { labels.append(label) }
    }
    let callouts = SVGAnnotations(layout: layout).draw(
      &picture, snapshot: snapshot, start: start, labels: labels, maskID: ids.ghostMask)
    picture.close("g")
    let calloutBottom = SVGCalloutColumn(layout: layout).draw(&picture, callouts)

    let size = CGSize(
      width: layout.panelX + layout.panelWidth + layout.margin,
      height: max(layout.screenBottom, panelBottom, calloutBottom) + layout.margin)
    var svg = SVGWriter()
    svg.rect(CGRect(origin: .zero, size: size), ["fill": "#f3f4f7"])
    let title = Self.title(of: snapshot, in: run)
    // As large as 18 px, as small as the picture's width needs (a long scenario name).
    let titleSize = min(
      18 * unit, (size.width - 2 * layout.margin) / (CGFloat(max(title.count, 1)) * 0.62))
    svg.text(
      "text",
      [
        "x": n(layout.margin), "y": n(28 * unit), "font-size": n(titleSize),
        "font-weight": "bold", "fill": "#1d2027",
      ], title)
    svg.append(picture)
    svg.append(panel)
    return svg.document(
      size: size, scale: scale, title: "\(title): \(snapshot.event)",
      description: SVGStepPanel.description(of: snapshot, start: start))
  }

  private func device(
    _ svg: inout SVGWriter, _ snapshot: StepSnapshot, layout: PictureLayout, ids: PictureIDs
  ) {
    let unit = layout.unit
    let screen = layout.fromScreen(layout.screen)
    let window = layout.fromScreen(layout.window)
    svg.open("defs")
    svg.open("clipPath", ["id": ids.screenClip])
    svg.rect(screen, [:])
    svg.close("clipPath")
    svg.open("clipPath", ["id": ids.windowClip])
    svg.rect(window, [:])
    svg.close("clipPath")
    svg.close("defs")
    let isWholeScreen = layout.window == layout.screen
    svg.rect(screen.insetBy(dx: -8 * unit, dy: -8 * unit), ["fill": "#1d1f24", "rx": n(26 * unit)])
    svg.rect(screen, ["class": "screen", "fill": isWholeScreen ? "#d5d8de" : "#8d96a6"])
    if !isWholeScreen {
      svg.rect(
        window.insetBy(dx: -3 * unit, dy: -3 * unit), ["fill": "#4b525e", "rx": n(4 * unit)])
      svg.text(
        "text",
        [
          "x": n(screen.maxX - 8 * unit), "y": n(screen.minY + 18 * unit),
          "font-size": n(12 * unit), "fill": "#ffffff", "text-anchor": "end",
        ], "screen")
      svg.text(
        "text",
        [
          "x": n(window.minX), "y": n(window.minY - 8 * unit), "font-size": n(12 * unit),
          "fill": "#ffffff",
        ], "window \(Rect(layout.window))")
    }
    svg.rect(window, ["fill": "#d5d8de"])
    let statusBar = snapshot.screen.statusBarHeight
    if statusBar > 0 {
      svg.rect(
        CGRect(x: window.minX, y: window.minY, width: window.width, height: statusBar),
        ["fill": "#c9cdd4"])
    }
  }

  /// Draws the views; returns the boxes of the labels drawn that no later view hides.
  private func views(_ svg: inout SVGWriter, _ snapshot: StepSnapshot, layout: PictureLayout)
    -> [CGRect]
  {
    let unit = layout.unit
    var labels: [CGRect] = []
    for element in snapshot.elements
    where element.parentID != nil && !element.isHidden && element.type != "container" {
      guard let visible = element.visibleFrame?.cgRect, visible.width > 0, visible.height > 0 else {
        continue
      }
      let focused = element.id == snapshot.focusedID && element.isTextInput
      let style = SVGViewStyle.style(for: element, focused: focused)
      let frame = layout.fromWindow(visible)
      svg.rect(frame, styleAttributes(style, unit: unit))
      // An opaque view hides most of a label drawn before it: that label is no longer seen.
      if style.fill != "none" {
        labels.removeAll { label in
          let hidden = label.intersection(frame)
          return !hidden.isNull && hidden.width * hidden.height >= label.width * label.height / 2
        }
      }
      if element.controllerID == nil && element.type != "cell" {
        if let box = label(&svg, element, in: frame, style: style, unit: unit) {
          labels.append(box)
        }
      }
    }
    return labels
  }

  private func styleAttributes(_ style: SVGViewStyle, unit: CGFloat) -> KeyValuePairs<
    String, String
  > {
    [
      "fill": style.fill, "stroke": style.stroke, "stroke-width": n(style.strokeWidth * unit),
      "stroke-dasharray": style.dash.map {
        $0.split(separator: " ").map { n(CGFloat(Double($0) ?? 0) * unit) }.joined(separator: " ")
      } ?? "none",
      "rx": n(style.cornerRadius * unit),
    ]
  }

  /// Draws `element`'s label in `frame`; returns the box of its text, if drawn.
  private func label(
    _ svg: inout SVGWriter, _ element: ElementState, in frame: CGRect, style: SVGViewStyle,
    unit: CGFloat
  ) -> CGRect? {
    let fontSize = (style.labelCentered ? 14 : 12) * unit
    guard frame.height >= fontSize + 4 * unit else { return nil }
    let text = element.label.map { "\($0)  ·  \(element.id)" } ?? element.id
    let maxCharacters = DrawingLimits.count(
      frame.width - 14 * unit, per: fontSize * 0.56, atMost: 10_000)
    guard maxCharacters >= 3 else { return nil }
    let shown = text.count > maxCharacters ? String(text.prefix(maxCharacters - 1)) + "…" : text
    let y = style.labelCentered ? frame.midY + fontSize * 0.35 : frame.minY + fontSize + 3 * unit
    svg.text(
      "text",
      [
        "x": n(frame.minX + 8 * unit), "y": n(y), "font-size": n(fontSize),
        "fill": style.labelColor,
      ], shown)
    return CGRect(
      x: frame.minX + 5 * unit, y: y - fontSize,
      width: CGFloat(shown.count) * fontSize * 0.56 + 6 * unit,
      height: fontSize * 1.35)
  }

  /// The safe area's outline, broken around the `labels` it would strike through.
  private func safeArea(
    _ svg: inout SVGWriter, _ snapshot: StepSnapshot, layout: PictureLayout, labels: [CGRect],
    maskID: String
  ) {
    let unit = layout.unit
    let window = layout.fromScreen(layout.window)
    let safe = window.inset(by: snapshot.screen.safeArea)
    svg.labelMask(maskID, over: layout.deviceFrame, holes: labels)
    svg.rect(
      safe,
      [
        "class": "safe-area", "mask": "url(#\(maskID))",
        "fill": "none", "stroke": "#2e9e6b", "stroke-width": n(2 * unit),
        "stroke-dasharray": "\(n(9 * unit)) \(n(6 * unit))", "stroke-opacity": "0.85",
      ])
  }

  private func n(_ value: CGFloat) -> String { SVGWriter.number(value) }
}

/// Where things go in a picture: the title on top, the screen below it on the left, the text
/// panel on the right; all in screen points, `unit` points per pixel.
struct PictureLayout {
  let unit: CGFloat
  let margin: CGFloat
  let header: CGFloat
  /// The width of the column of status badges beside the device.
  let calloutWidth: CGFloat
  /// The width of the text column (0 without one).
  let panelWidth: CGFloat
  let screen: CGRect
  let window: CGRect

  /// The bottom of the device's frame.
  var screenBottom: CGFloat { header + 8 * unit + screen.height + 8 * unit }

  /// The screen, placed in the picture.
  var deviceFrame: CGRect { fromScreen(screen) }

  /// The left edge of the column of status badges.
  var calloutX: CGFloat { margin + 8 * unit + screen.width + 8 * unit + 18 * unit }

  /// The panel's left edge (the picture's right margin, without a panel).
  var panelX: CGFloat { calloutX + calloutWidth + (panelWidth > 0 ? 20 * unit : 0) }

  /// A rectangle in screen coordinates, placed in the picture.
  func fromScreen(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: margin + 8 * unit - screen.minX, dy: header + 8 * unit - screen.minY)
  }

  /// A rectangle in window coordinates, placed in the picture.
  func fromWindow(_ rect: CGRect) -> CGRect {
    fromScreen(rect.offsetBy(dx: window.minX, dy: window.minY))
  }
}

/// The element ids of one picture: made from the scenario's name and the step, so that several
/// pictures in one HTML page never collide.
struct PictureIDs {
  /// `name` with every character but ASCII letters, digits, `-` and `_` replaced by `_`.
  static func sanitized(_ name: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    return String(name.map { allowed.contains($0) ? $0 : "_" })
  }

  /// The clip path of the screen.
  let screenClip: String
  /// The clip path of the window.
  let windowClip: String
  /// The mask that keeps the ghost's outline off the labels.
  let ghostMask: String
  /// The mask that keeps the safe area's outline off the labels.
  let safeAreaMask: String

  init(scenario: String, index: Int) {
    let name = Self.sanitized(scenario)
    screenClip = "s-\(name)-\(index)-screen"
    windowClip = "s-\(name)-\(index)-window"
    ghostMask = "s-\(name)-\(index)-ghost"
    safeAreaMask = "s-\(name)-\(index)-safe-area"
  }
}
