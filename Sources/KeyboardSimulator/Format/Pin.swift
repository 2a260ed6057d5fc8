import Foundation

/// Edge distances that place a view in its superview, each measured from the superview's safe
/// area or its bounds — the stand-in for Auto Layout constraints, applied again whenever the
/// superview's size or safe area changes (rotation, resize). Vertically two of top, bottom and
/// height are given; horizontally two of left, right and width, or none (full width).
///
/// Each edge has its own guide, so one view can be pinned to two anchors at once: its top to the
/// safe area's top and its bottom to the bounds' bottom (a scroll view under the status bar that
/// runs to the screen's bottom edge).
package struct Pin: Equatable, Sendable {
  /// Which rectangle of the superview an edge's distance is measured from.
  package enum Guide: String, Hashable, Sendable, CaseIterable {
    /// The superview's safe-area rectangle.
    case safeArea
    /// The superview's bounds.
    case bounds
  }

  /// The guide of each edge.
  package struct Guides: Equatable, Sendable {
    /// The top edge's guide.
    package var top: Guide
    /// The bottom edge's guide.
    package var bottom: Guide
    /// The left edge's guide.
    package var left: Guide
    /// The right edge's guide.
    package var right: Guide

    /// The same guide for every edge.
    package init(_ guide: Guide = .safeArea) {
      self.init(top: guide, bottom: guide, left: guide, right: guide)
    }

    /// A guide per edge.
    package init(top: Guide, bottom: Guide, left: Guide, right: Guide) {
      self.top = top
      self.bottom = bottom
      self.left = left
      self.right = right
    }
  }

  /// The rectangle each edge is measured from.
  package var guides: Guides
  /// Distance from the top guide's top edge.
  package var top: CGFloat?
  /// Distance from the bottom guide's bottom edge.
  package var bottom: CGFloat?
  /// Distance from the left guide's left edge.
  package var left: CGFloat?
  /// Distance from the right guide's right edge.
  package var right: CGFloat?
  /// Fixed width.
  package var width: CGFloat?
  /// Fixed height.
  package var height: CGFloat?

  /// Creates a pin.
  package init(
    guides: Guides = Guides(), top: CGFloat? = nil, bottom: CGFloat? = nil, left: CGFloat? = nil,
    right: CGFloat? = nil, width: CGFloat? = nil, height: CGFloat? = nil
  ) {
    self.guides = guides
    self.top = top
    self.bottom = bottom
    self.left = left
    self.right = right
    self.width = width
    self.height = height
  }

  /// The frame this pin gives in a superview whose safe-area rectangle is `safeArea` and whose
  /// bounds are `bounds`. A size that would be negative (edges crossing) is 0.
  package func frame(safeArea: CGRect, bounds: CGRect) -> CGRect {
    func area(_ guide: Guide) -> CGRect { guide == .safeArea ? safeArea : bounds }
    let (y, height) = Self.span(
      start: top, end: bottom, length: self.height,
      startEdge: area(guides.top).minY, endEdge: area(guides.bottom).maxY)
    let (x, width) = Self.span(
      start: left, end: right, length: self.width,
      startEdge: area(guides.left).minX, endEdge: area(guides.right).maxX)
    return CGRect(x: x, y: y, width: max(width, 0), height: max(height, 0))
  }

  /// Where a view starts and how long it is along one axis, given the distances from the start
  /// guide's edge and from the end guide's edge and a fixed length (two of the three, or none:
  /// from edge to edge).
  private static func span(
    start: CGFloat?, end: CGFloat?, length: CGFloat?, startEdge: CGFloat, endEdge: CGFloat
  ) -> (CGFloat, CGFloat) {
    switch (start, end, length) {
    case (let start?, let end?, _): (startEdge + start, endEdge - end - startEdge - start)
    case (let start?, nil, let length?): (startEdge + start, length)
    case (nil, let end?, let length?): (endEdge - end - length, length)
    case (nil, nil, let length?): (startEdge, length)
    default: (startEdge + (start ?? 0), endEdge - (end ?? 0) - startEdge - (start ?? 0))
    }
  }
}
