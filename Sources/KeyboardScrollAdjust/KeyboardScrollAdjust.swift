// KeyboardScrollAdjust: the built-in adjuster that scrolls scroll views (Behavior.md §7, §11).
// Its one public type is `ScrollAdjuster`; the formulas live in their own files. The module
// re-exports nothing: a file that uses it imports KeyboardCore as well.
