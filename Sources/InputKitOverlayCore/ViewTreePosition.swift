/// Where a view sits in its view tree: the tree's root, and the view's index among its siblings
/// at each level from the root down.
package struct ViewTreePosition<Root: Hashable & Sendable>: Hashable, Sendable {
  package var root: Root
  package var indices: [Int]

  package init(root: Root, indices: [Int]) {
    self.root = root
    self.indices = indices
  }

  /// Whether a view here is drawn in front of the view at `other`: later siblings are drawn in
  /// front, so the first level where the paths part decides. A view inside the other, holding it,
  /// or in another tree is not in front of it.
  package func isInFront(of other: Self) -> Bool {
    guard root == other.root,
      let (mine, theirs) = zip(indices, other.indices).first(where: { $0 != $1 })
    else { return false }
    return mine > theirs
  }
}
