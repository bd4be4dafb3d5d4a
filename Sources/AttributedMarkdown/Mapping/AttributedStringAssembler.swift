import Foundation

/// Makes the `AttributedString` from the collected text and runs.
enum AttributedStringAssembler {
    enum Strategy { case appendPieces, setPerRange, rangeSetPerContainer }
    nonisolated(unsafe) static var strategy = Strategy.setPerRange

    static func assemble(_ output: RunAccumulator, languageCode: String?) -> AttributedString {
        switch strategy {
        case .appendPieces: return appendPieces(output, languageCode: languageCode)
        case .setPerRange: return setPerRange(output, languageCode: languageCode)
        case .rangeSetPerContainer: return rangeSetPerContainer(output, languageCode: languageCode)
        }
    }

    static func appendPieces(_ output: RunAccumulator, languageCode: String?) -> AttributedString {
        var result = AttributedString()
        var cache: [RunAttributes: AttributeContainer] = [:]
        let utf8 = output.text.utf8
        var index = utf8.startIndex
        for run in output.runs {
            let end = utf8.index(index, offsetBy: run.utf8Count)
            let container = cache[run.attributes] ?? {
                let made = run.attributes.container(languageCode: languageCode)
                cache[run.attributes] = made
                return made
            }()
            result.append(AttributedString(String(output.text[index..<end]), attributes: container))
            index = end
        }
        return result
    }

    static func setPerRange(_ output: RunAccumulator, languageCode: String?) -> AttributedString {
        var result = AttributedString(output.text)
        var cache: [RunAttributes: AttributeContainer] = [:]
        var index = result.startIndex
        for run in output.runs {
            let end = result.utf8.index(index, offsetBy: run.utf8Count)
            if !run.attributes.isEmpty || languageCode != nil {
                let container = cache[run.attributes] ?? {
                    let made = run.attributes.container(languageCode: languageCode)
                    cache[run.attributes] = made
                    return made
                }()
                result[index..<end].setAttributes(container)
            }
            index = end
        }
        return result
    }

    static func rangeSetPerContainer(_ output: RunAccumulator, languageCode: String?) -> AttributedString {
        var result = AttributedString(output.text)
        var groups: [RunAttributes: RangeSet<AttributedString.Index>] = [:]
        var order: [RunAttributes] = []
        var index = result.startIndex
        for run in output.runs {
            let end = result.utf8.index(index, offsetBy: run.utf8Count)
            if !run.attributes.isEmpty || languageCode != nil {
                if groups[run.attributes] == nil { order.append(run.attributes) }
                groups[run.attributes, default: RangeSet()].insert(contentsOf: index..<end)
            }
            index = end
        }
        for attributes in order {
            guard let ranges = groups[attributes] else { continue }
            result[ranges].setAttributes(attributes.container(languageCode: languageCode))
        }
        return result
    }
}
