import Foundation
import KeyboardCore

// ScrollAdjust's per-view settings: declared here as keys, reached as properties of a scroll
// view's `keyboard` namespace (and of its `KeyboardViewSettings`) wherever this product is
// imported.

/// `ignoreScrollingAdjustment`: a scroll view never chosen to scroll.
enum IgnoreScrollingAdjustmentKey: KeyboardViewSettingKey {
  static let name = "ignoreScrollingAdjustment"
  static let defaultValue = false
  static let scope = KeyboardViewSettingScope.scrollViews
}

/// `ignoreContentInsetAdjustment`: a scroll view that may scroll but never gets an inset.
enum IgnoreContentInsetAdjustmentKey: KeyboardViewSettingKey {
  static let name = "ignoreContentInsetAdjustment"
  static let defaultValue = false
  static let scope = KeyboardViewSettingScope.scrollViews
}

/// `restoreContentOffset`: a scroll view whose starting offset comes back exactly on hide.
enum RestoreContentOffsetKey: KeyboardViewSettingKey {
  static let name = "restoreContentOffset"
  static let defaultValue = false
  static let scope = KeyboardViewSettingScope.scrollViews
}

extension ScrollAdjuster {
  /// The per-view settings ScrollAdjust reads: `ignoreScrollingAdjustment`,
  /// `ignoreContentInsetAdjustment` and `restoreContentOffset`.
  public var viewSettingKeys: [any KeyboardViewSettingKey.Type] {
    [
      IgnoreScrollingAdjustmentKey.self, IgnoreContentInsetAdjustmentKey.self,
      RestoreContentOffsetKey.self,
    ]
  }
}

extension KeyboardViewSettings {
  /// ScrollAdjust never chooses a scroll view with this set to scroll; the search for one goes
  /// on upward (default `false`).
  public var ignoreScrollingAdjustment: Bool {
    get { self[IgnoreScrollingAdjustmentKey.self] }
    set { self[IgnoreScrollingAdjustmentKey.self] = newValue }
  }

  /// ScrollAdjust may scroll a scroll view with this set, but never insets its content
  /// (default `false`).
  public var ignoreContentInsetAdjustment: Bool {
    get { self[IgnoreContentInsetAdjustmentKey.self] }
    set { self[IgnoreContentInsetAdjustmentKey.self] = newValue }
  }

  /// ScrollAdjust puts a scroll view with this set back at its exact starting content offset on
  /// hide; without it, an offset is only pulled back when it points past the end of the content
  /// (default `false`).
  public var restoreContentOffset: Bool {
    get { self[RestoreContentOffsetKey.self] }
    set { self[RestoreContentOffsetKey.self] = newValue }
  }
}

extension KeyboardNamespace where Base: HostScrollView {
  /// See ``KeyboardCore/KeyboardViewSettings/ignoreScrollingAdjustment``.
  public var ignoreScrollingAdjustment: Bool {
    get { self[IgnoreScrollingAdjustmentKey.self] }
    nonmutating set { self[IgnoreScrollingAdjustmentKey.self] = newValue }
  }

  /// See ``KeyboardCore/KeyboardViewSettings/ignoreContentInsetAdjustment``.
  public var ignoreContentInsetAdjustment: Bool {
    get { self[IgnoreContentInsetAdjustmentKey.self] }
    nonmutating set { self[IgnoreContentInsetAdjustmentKey.self] = newValue }
  }

  /// See ``KeyboardCore/KeyboardViewSettings/restoreContentOffset``.
  public var restoreContentOffset: Bool {
    get { self[RestoreContentOffsetKey.self] }
    nonmutating set { self[RestoreContentOffsetKey.self] = newValue }
  }
}
