/// Where a view sits in its view tree: the tree's root, and the view's index among its siblings
/// at each level from the root down.
///
/// Later siblings are drawn in front of earlier ones, so which of two views is in front is decided
/// by the first level where their paths part.
package struct ViewTreePosition<Root: Hashable & Sendable>: Hashable, Sendable {
  /// The view at the top of the tree (the UIKit layer uses its `ObjectIdentifier`).
  package var root: Root
  /// The view's index among its superview's subviews, at each level from the root down.
  package var indices: [Int]

  /// A position in the tree under `root`.
  ///
  /// - Parameters:
  ///   - root: The view at the top of the tree.
  ///   - indices: The index among its siblings at each level from the root down.
  package init(root: Root, indices: [Int]) {
    self.root = root
    self.indices = indices
  }

  /// Whether a view here is drawn in front of the view at `other`: under their nearest common
  /// ancestor, its branch comes after `other`'s. A view inside the other, holding it, or in
  /// another tree is not in front of it.
  ///
  /// - Parameter other: The other view's position.
  /// - Returns: `true` when this view's branch is the later subview where the paths part.
  package func isInFront(of other: Self) -> Bool {
    guard root == other.root,
      let (mine, theirs) = zip(indices, other.indices).first(where: { $0 != $1 })
    else { return false }
    return mine > theirs
  }
}
