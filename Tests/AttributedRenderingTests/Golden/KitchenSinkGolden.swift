// Expected renderings of `KitchenSink.string`, checked in. Reviewed by hand against cmark-gfm's
// HTML conventions; update only with a reason.
enum KitchenSinkGolden {
    /// `AttributedHTMLRenderer(options: .init(unsafe: true))`: cmark-gfm's HTML for the source in `KitchenSink`.
    static let html = #"""
<h1>Kitchen <em>sink</em></h1>
<p>Text with <em>em</em>, <strong>strong</strong>, <em><strong>both</strong></em>, <del>gone</del>, <code>code &lt;b&gt;</code>, a <a href="https://example.com/a?b=1&amp;c=2" title="Title">link</a>
and <img src="/img.png" alt="an image" title="Pic" /><br><sup class="footnote-ref"><a href="#fn-n" id="fnref-n" data-footnote-ref>1</a></sup>
after a hard break<br />
done.</p>
<ul>
<li><input type="checkbox" checked="" disabled="" /> done</li>
<li><input type="checkbox" disabled="" /> todo
<ol start="3">
<li>three</li>
<li>four</li>
</ol>
</li>
</ul>
<ol>
<li>
<p>loose</p>
</li>
<li>
<p>items</p>
</li>
</ol>
<blockquote>
<p>Quoted</p>
<pre><code class="language-swift">let x = 1 &lt; 2
</code></pre>
</blockquote>
<pre><code>indented
</code></pre>
<div class="x">
raw
</div>
<hr />
<table>
<thead>
<tr>
<th>Left</th>
<th align="center">Center</th>
<th align="right">Right</th>
</tr>
</thead>
<tbody>
<tr>
<td>a</td>
<td align="center"><strong>b</strong></td>
<td align="right">c</td>
</tr>
</tbody>
</table>
<section class="footnotes" data-footnotes>
<ol>
<li id="fn-n">
<p>The note. <a href="#fnref-n" class="footnote-backref" data-footnote-backref data-footnote-backref-idx="1" aria-label="Back to reference 1">↩</a></p>
</li>
</ol>
</section>

"""#

    /// `PlainTextRenderer`.
    static let plainText = #"""
Kitchen sink

Text with em, strong, both, gone, code <b>, a link and an image<br>[1] after a hard break
done.

• [x] done
• [ ] todo
      3. three
      4. four

1) loose

2) items

  Quoted

      let x = 1 < 2

    indented

<div class="x">
raw
</div>

――――――――――――――――――――

Left  Center  Right
a       b         c

[1] The note.

"""#

    /// `MarkdownWriter`.
    static let markdown = #"""
# Kitchen *sink*

Text with *em*, **strong**, ***both***, ~~gone~~, `code <b>`, a [link](https://example.com/a?b=1\&c=2 "Title")
and ![an *image*](/img.png "Pic")<br>[^n]
after a hard break\
done.

- [x] done
- [ ] todo
  3. three
  4. four

1) loose

2) items

> Quoted
>
> ```swift
> let x = 1 < 2
> ```

```
indented
```

<div class="x">
raw
</div>

***

| Left | Center | Right |
| --- | :-: | --: |
| a | **b** | c |

[^n]: The note.

"""#
}
