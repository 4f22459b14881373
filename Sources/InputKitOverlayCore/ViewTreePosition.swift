/// A view's index among its siblings at each level from the root down.
package struct ViewTreePosition<Root: Hashable & Sendable>: Hashable, Sendable {
  package var root: Root
  package var indices: [Int]

  package init(root: Root, indices: [Int]) {
    self.root = root
    self.indices = indices
  }

  /// The first level where the paths part decides; a view inside, holding or apart is not.
  package func isInFront(of other: Self) -> Bool {
    guard root == other.root,
      let (mine, theirs) = zip(indices, other.indices).first(where: { $0 != $1 })
    else { return false }
    return mine > theirs
  }
}
