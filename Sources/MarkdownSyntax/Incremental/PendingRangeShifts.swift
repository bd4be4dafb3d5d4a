/// Moves of the top-level blocks' source ranges that an ``IncrementalDocument`` has recorded but
/// not yet applied to the blocks: a piecewise-constant shift over block indices.
///
/// An edit in the middle of a long document moves the range of every node after it; walking
/// them costs time in proportion to the rest of the document (docs/performance.md,
/// "Incremental parsing"). A
/// document that defers the moves records them here instead, and a block's true range is its
/// stored range plus ``shift(at:)``. Edits typed near each other merge into the same steps, so
/// the list stays short; ``IncrementalDocument`` applies it in one walk when it grows past
/// ``limit`` or when the whole document is asked for.
struct PendingRangeShifts: Hashable, Sendable {
    /// From block `index` on (until the next step), ranges move by the sum of the `delta`s of
    /// this step and every step before it.
    struct Step: Hashable, Sendable {
        var index: Int
        var delta: Int
    }

    /// Sorted by index, distinct indices, no zero delta.
    private(set) var steps: [Step] = []

    /// More steps than this and the document applies them (each range lookup walks the steps).
    static let limit = 16

    var isEmpty: Bool { steps.isEmpty }

    /// How far the stored ranges of block `index` are from its true ranges.
    func shift(at index: Int) -> Int {
        var total = 0
        for step in steps {
            if step.index > index { break }
            total += step.delta
        }
        return total
    }

    /// True when no block in `blocks` has a pending move.
    func isZero(over blocks: Range<Int>) -> Bool {
        guard !blocks.isEmpty else { return true }
        return shift(at: blocks.lowerBound) == 0 && !steps.contains { blocks.lowerBound < $0.index && $0.index < blocks.upperBound }
    }

    /// Records a splice: the blocks `old` were replaced by `newCount` blocks whose stored ranges
    /// are exact, and every block after them moves by `delta` bytes; the document then has
    /// `blockCount` blocks.
    mutating func splice(_ old: Range<Int>, newCount: Int, delta: Int, blockCount: Int) {
        let lower = old.lowerBound
        let firstAfter = lower + newCount
        var before = 0 // the shift just before the region
        var region = 0 // the moves recorded from the region's start up to its first later block
        var result: [Step] = []
        result.reserveCapacity(steps.count + 2)
        for step in steps {
            if step.index < lower {
                before += step.delta
                result.append(step)
            } else if step.index <= old.upperBound {
                region += step.delta
            }
        }
        // The new blocks are stored exact: the shift there is zero.
        result.append(Step(index: lower, delta: -before))
        // The later blocks keep their old shift, plus the edit's.
        result.append(Step(index: firstAfter, delta: before + region + delta))
        for step in steps where step.index > old.upperBound {
            result.append(Step(index: step.index - old.count + newCount, delta: step.delta))
        }
        steps = Self.normalized(result, blockCount: blockCount)
    }

    /// Applies every pending move to `blocks` (in place) and forgets them.
    mutating func apply(to blocks: inout [BlockNode]) {
        for (position, step) in steps.enumerated() {
            let end = position + 1 < steps.count ? steps[position + 1].index : blocks.count
            let shift = shift(at: step.index)
            guard shift != 0 else { continue }
            for index in step.index..<Swift.min(end, blocks.count) { blocks[index].shiftRanges(by: shift) }
        }
        steps = []
    }

    /// Steps merged by index (in order), without zero deltas or indices past the last block.
    private static func normalized(_ steps: [Step], blockCount: Int) -> [Step] {
        var result: [Step] = []
        result.reserveCapacity(steps.count)
        for step in steps where step.index < blockCount {
            if let last = result.last, last.index == step.index {
                result[result.count - 1].delta += step.delta
                if result[result.count - 1].delta == 0 { result.removeLast() }
            } else if step.delta != 0 {
                result.append(step)
            }
        }
        return result
    }
}
