"""GitHub alerts in the web app's live preview: GitHub's markup with an icon, the theme's colours,
ordinary quotes left alone, and an edit that turns an alert back into a quote."""

from selenium.webdriver.support.ui import WebDriverWait

from editor_input import focus, type_text
from preview_support import load, preview_equals_full_render, wait_idle

TEXT = ("# Alerts\n\n"
        "> [!NOTE]\n> Useful *information*.\n\n"
        "> [!tip]\n> Lower case.\n\n"
        "> [!WARNING]\n>\n> - a list inside\n\n"
        "> An ordinary quote.\n> [!CAUTION]\n")

ALERTS = """return Array.from(document.querySelectorAll('#preview .markdown-alert')).map(alert => {
  const title = alert.querySelector(':scope > .markdown-alert-title');
  const style = getComputedStyle(alert);
  return {classes: alert.className, title: title ? title.textContent : null,
          icon: !!(title && title.querySelector('svg.markdown-alert-icon')),
          bar: style.borderLeftStyle + ' ' + style.borderLeftColor,
          titleColor: title ? getComputedStyle(title).color : null,
          text: alert.textContent};
});"""


def test_alerts_in_the_live_preview(server, browser):
    load(browser, server, TEXT)
    alerts = browser.execute_script(ALERTS)
    assert [a["classes"] for a in alerts] == ["markdown-alert markdown-alert-note", "markdown-alert markdown-alert-tip",
                                              "markdown-alert markdown-alert-warning"]
    assert [a["title"] for a in alerts] == ["Note", "Tip", "Warning"]
    assert all(a["icon"] for a in alerts)
    for alert in alerts:
        # The theme draws a bar in the title's colour, and the colours differ by type.
        assert alert["bar"] == "solid " + alert["titleColor"], alert
        assert "[!" not in alert["text"], alert
    assert len({a["titleColor"] for a in alerts}) == 3
    # The quote whose marker is not on its first line stays a quote, with the marker as text.
    quotes = browser.execute_script("return Array.from(document.querySelectorAll('#preview blockquote')).map(q => q.textContent)")
    assert len(quotes) == 1 and "[!CAUTION]" in quotes[0]
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail

    # Text typed after the first marker makes that alert an ordinary quote again.
    marker_end = TEXT.index("[!NOTE]") + len("[!NOTE]")
    focus(browser, marker_end, marker_end)
    type_text(browser, " more")
    wait_idle(browser)
    WebDriverWait(browser, 30).until(lambda b: len(b.execute_script(ALERTS)) == 2)
    quotes = browser.execute_script("return Array.from(document.querySelectorAll('#preview blockquote')).map(q => q.textContent)")
    assert any("[!NOTE] more" in quote for quote in quotes)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
