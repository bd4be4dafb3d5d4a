import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope
import Testing

@Suite("Styled HTML renderer")
struct StyledHTMLRendererTests {
    @Test func goldenStandalonePageWithClasses() throws {
        let options = StyledHTMLRenderer.Options(theme: .default, darkTheme: .dark, standalone: true)
        let output = StyledHTMLRenderer(options: options).render(try StyledOutputGoldenFiles.styledKitchenSink())
        try StyledOutputGoldenFiles.expectMatches(output, golden: "styled-html/kitchen-sink.page.html")
    }

    @Test func goldenInlineStyles() throws {
        let options = StyledHTMLRenderer.Options(theme: .times, inlineStyles: true)
        let output = StyledHTMLRenderer(options: options).render(try StyledOutputGoldenFiles.styledKitchenSink(theme: .times))
        try StyledOutputGoldenFiles.expectMatches(output, golden: "styled-html/kitchen-sink.inline.html")
    }

    @Test func tutorialCustomAttributesGoInlineEvenWithClasses() throws {
        var string = try StyledOutputGoldenFiles.parse("^[Hello](customStyle: 'boldcaps', customColor: 'danger')")
        CustomAttributesTransform().apply(to: &string)
        let output = StyledHTMLRenderer().render(Theme.default.apply(to: string))
        #expect(output == """
        <div class="am-document">
        <p class="am-p"><strong class="am-strong"><span style="background-color: #ff3b30; text-decoration-line: underline; \
        text-decoration-style: dashed; text-decoration-color: #ffcc00">HELLO</span></strong></p>
        </div>

        """)
    }

    @Test func themedAndUnthemedStringsRenderAlikeInClassMode() throws {
        let string = try StyledOutputGoldenFiles.parse(StyledOutputGoldenFiles.kitchenSinkSource())
        let renderer = StyledHTMLRenderer(options: .init(theme: .dark))
        #expect(renderer.render(string) == renderer.render(Theme.dark.apply(to: string)))
        #expect(!renderer.render(string).contains("<span style"))
    }

    @Test func inlineStylesCarryTheThemesDeclarations() throws {
        let string = try StyledOutputGoldenFiles.parse("# Title\n\n`x`")
        let output = StyledHTMLRenderer(options: .init(theme: .default, inlineStyles: true)).render(string)
        let css = StyleCSS(appearance: .light)
        #expect(output.contains("<h1 style=\"\(css.inlineStyle(for: Theme.default[block: .heading1]))\">Title</h1>"))
        #expect(output.contains("<code style=\"\(css.inlineStyle(for: Theme.default[inline: .code]).replacingOccurrences(of: "\"", with: "&quot;"))\">x</code>"))
        #expect(!output.contains("class=\"am-"))
    }

    @Test func safeByDefault() throws {
        let string = try StyledOutputGoldenFiles.parse("[x](javascript:alert(1)) <b>raw</b>\n\n<script>bad()</script>\n")
        let safe = StyledHTMLRenderer().render(string)
        #expect(safe.contains("<a class=\"am-a\" href=\"\">x</a>"))
        #expect(!safe.contains("<b>"))
        #expect(!safe.contains("<script"))
        let unsafe = StyledHTMLRenderer(options: .init(safety: .init(unsafe: true, tagFilter: true))).render(string)
        #expect(unsafe.contains("href=\"javascript:alert(1)\""))
        #expect(unsafe.contains("&lt;script>bad()&lt;/script>"))
    }

    @Test func standalonePage() throws {
        let string = try StyledOutputGoldenFiles.parse("# A <title> & more\n\ntext")
        let output = StyledHTMLRenderer(options: .init(theme: .dark, standalone: true)).render(string)
        #expect(output.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"dark\">\n<title>A &lt;title&gt; &amp; more</title>\n<style>\n"))
        #expect(output.contains(StyleCSS.stylesheet(for: .dark)))
        #expect(output.contains("html { background-color: #0d1117; }"))
        #expect(output.hasSuffix("</div>\n</body>\n</html>\n"))
        let titled = StyledHTMLRenderer(options: .init(standalone: true, title: "Mine")).render(string)
        #expect(titled.contains("<title>Mine</title>"))
    }
}
