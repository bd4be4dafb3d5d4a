import AttributedMarkdown
import Foundation
import MarkdownSyntax

/// The incremental-mapping invariant: an edit applied with ``IncrementalAttributedDocument``
/// gives the same `AttributedString`, run by run, as mapping the edited text from scratch, with
/// source positions on (so that the following runs' lines are moved too). The edit is
/// ``IncrementalInvariant/derivedEdit(for:)``'s, so block splices, long lists' item splices and
/// long tables' row splices are all reached, with the renumbering of the runs after them.
enum IncrementalMappingInvariant {
    static let options = AttributedString.MarkdownParsingOptions(
        allowsExtendedAttributes: true, appliesSourcePositionAttributes: true)

    static func check(_ bytes: [UInt8]) -> FuzzInvariants.Violation? {
        let source = String(decoding: bytes, as: UTF8.self)
        guard !bytes.contains(0), source.utf8.elementsEqual(bytes) else { return nil }
        var document: IncrementalAttributedDocument
        do {
            document = try IncrementalAttributedDocument(markdown: source, options: options, syntaxExtensions: .gfm)
        } catch {
            return nil  // an extended attribute that cannot be decoded: the full mapping throws too
        }
        let edit = IncrementalInvariant.derivedEdit(for: bytes)
        let update: IncrementalAttributedUpdate
        do {
            update = try document.apply(edit)
        } catch is SourceEditError {
            return FuzzInvariants.Violation(invariant: "derived edit is valid for the attributed document", detail: "\(edit)")
        } catch {
            // The new text's extended attribute cannot be decoded: so must the full mapping's.
            if (try? AttributedString(markdown: document.source, options: options, syntaxExtensions: .gfm)) != nil {
                return FuzzInvariants.Violation(
                    invariant: "incremental mapping throws only when the full mapping does",
                    detail: "\(error) after \(edit)\nnew source: \(document.source.debugDescription)")
            }
            return nil
        }
        guard let expected = try? AttributedString(markdown: document.source, options: options, syntaxExtensions: .gfm) else {
            return FuzzInvariants.Violation(
                invariant: "incremental mapping throws only when the full mapping does",
                detail: "the full mapping threw after \(edit)\nnew source: \(document.source.debugDescription)")
        }
        guard RunByRunEquality.equal(document.attributedString, expected) else {
            return FuzzInvariants.Violation(
                invariant: "incremental mapping equals full mapping",
                detail: "edit \(edit) (\(update.remapping))\nnew source: \(document.source.debugDescription)")
        }
        return checkPartialPolicy(source, edit: edit)
    }

    static let partialOptions = AttributedString.MarkdownParsingOptions(
        allowsExtendedAttributes: true, failurePolicy: .returnPartiallyParsedIfPossible, appliesSourcePositionAttributes: true)

    /// The same edit with the `.returnPartiallyParsedIfPossible` policy (the web preview's): the
    /// string equals the full mapping with that policy, and the document's first decoding failure
    /// is the error a full `.throwError` mapping throws (none when it throws none).
    static func checkPartialPolicy(_ source: String, edit: SourceEdit) -> FuzzInvariants.Violation? {
        guard var document = try? IncrementalAttributedDocument(markdown: source, options: partialOptions, syntaxExtensions: .gfm),
              (try? document.apply(edit)) != nil,
              let expected = try? AttributedString(markdown: document.source, options: partialOptions, syntaxExtensions: .gfm)
        else {
            return FuzzInvariants.Violation(
                invariant: "the partial policy never throws", detail: "edit \(edit)\nsource: \(source.debugDescription)")
        }
        guard RunByRunEquality.equal(document.attributedString, expected) else {
            return FuzzInvariants.Violation(
                invariant: "incremental mapping equals full mapping (partial policy)",
                detail: "edit \(edit)\nnew source: \(document.source.debugDescription)")
        }
        var thrown: String?
        do {
            _ = try AttributedString(markdown: document.source, options: options, syntaxExtensions: .gfm)
        } catch {
            thrown = String(describing: error)
        }
        let reported = document.firstDecodingFailure().map { String(describing: $0) }
        guard reported == thrown, document.hasDecodingFailures == (thrown != nil) else {
            return FuzzInvariants.Violation(
                invariant: "the first decoding failure is what the full mapping throws",
                detail: "reported \(reported ?? "none"), thrown \(thrown ?? "none") after \(edit)\nnew source: \(document.source.debugDescription)")
        }
        return nil
    }
}
