// xml::Document and the structure checks of xml::Element: locations in errors, malformed
// XML, unknown elements and text, child lookups and text folding.

#include <doctest/doctest.h>

#include <string>

#include "rules/xml/xml_document.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/rules/xml_error.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::xmlErrorOf;
using tachanka::testing::contains;
using tachanka::xml::Document;
using tachanka::xml::Element;
using tachanka::xml::XmlError;

namespace {

std::string parseError(const std::string& text) {
    return xmlErrorOf([&] { Document::parse(text, "broken.xml"); });
}

}  // namespace

TEST_CASE("Document::root returns the root element when it carries the expected name") {
    const auto document = Document::parse("<scenario id='x'/>", "s.xml");
    const Element root = document.root("scenario");
    CHECK(root.name() == "scenario");
    CHECK(root.required("id") == "x");
}

TEST_CASE("Document::root refuses a root element of another name, at its location") {
    const auto document = Document::parse("<?xml version='1.0'?>\n<campaign/>", "s.xml");
    const std::string message = xmlErrorOf([&] { document.root("scenario"); });
    CHECK(message.rfind("s.xml:2:", 0) == 0);
    CHECK(contains(message, "<campaign>"));
    CHECK(contains(message, "expected the root element <scenario>"));
}

TEST_CASE("Element::location gives file:line:column, the column of the element's name") {
    const auto document = Document::parse("<a>\n  <b/>\n\t<c/>\n</a>", "where.xml");
    const Element root = document.root("a");
    CHECK(root.location() == "where.xml:1:2");
    CHECK(root.requiredChild("b").location() == "where.xml:2:4");
    CHECK(root.requiredChild("c").location() == "where.xml:3:3");  // a tab is one column
}

TEST_CASE("Element::location counts UTF-8 characters, not bytes, as columns") {
    // К у т е п о в are two bytes each in UTF-8 but one column each.
    const auto document = Document::parse("<a><b x=\"Кутепов\"/><c/></a>", "utf8.xml");
    const Element c = document.root("a").requiredChild("c");
    CHECK(c.location() == "utf8.xml:1:21");
}

TEST_CASE("Element::fail reports file:line:column, the element and the problem") {
    const auto document = Document::parse("<a>\n\n    <unit code='x'/>\n</a>", "f.xml");
    const Element unit = document.root("a").requiredChild("unit");
    const std::string message = xmlErrorOf([&] { unit.fail("something is wrong"); });
    CHECK(message == "f.xml:3:6: <unit>: something is wrong");
}

TEST_CASE("malformed XML is an XmlError naming file, line and column of the fault") {
    // The closing tag's name is at line 2, column 8.
    const std::string mismatch = parseError("<a>\n  <b></c>\n</a>");
    CHECK(mismatch.rfind("broken.xml:2:8: ", 0) == 0);
    CHECK(contains(mismatch, "mismatch"));

    const std::string badAttribute = parseError("<a>\n\n  <b x=></b></a>");
    CHECK(badAttribute.rfind("broken.xml:3:", 0) == 0);
}

TEST_CASE("malformed XML columns count UTF-8 characters, not bytes") {
    // Line 2 is "  é<b x=></a>": the '>' where a value should start is character 9 (byte 10).
    const std::string message = parseError("<a>\n  é<b x=></a>");
    CHECK(message.rfind("broken.xml:2:9: ", 0) == 0);
}

TEST_CASE("a document with no element at all is refused with a location") {
    CHECK(parseError("").rfind("broken.xml:1:1: ", 0) == 0);
    CHECK(parseError("<!-- only a comment -->").rfind("broken.xml:1:", 0) == 0);
}

TEST_CASE("Document::load reads a file and names it in locations") {
    tachanka::testing::TempFolder folder;
    const auto file = folder / "data.xml";
    tachanka::testing::writeFile(file, "<root>\n  <child/>\n</root>\n");
    const auto document = Document::load(file);
    const Element child = document.root("root").requiredChild("child");
    CHECK(child.location() == file.string() + ":2:4");
}

TEST_CASE("Document::load of a missing file is an XmlError naming the file") {
    tachanka::testing::TempFolder folder;
    const auto file = folder / "absent.xml";
    const std::string message = xmlErrorOf([&] { Document::load(file); });
    CHECK(contains(message, file.string()));
    CHECK(contains(message, "cannot be read"));
}

TEST_CASE("allowOnly accepts the listed attributes and child elements") {
    const auto document = Document::parse(
        "<side name='Reds' commander='Egorov'><formation/><formation/></side>", "ok.xml");
    const Element side = document.root("side");
    CHECK_NOTHROW(side.allowOnly({"name", "commander"}, {"formation"}));
}

TEST_CASE("allowOnly rejects an unknown attribute, at the element, naming the attribute") {
    const auto document = Document::parse("<a>\n  <unit code='x' stpes='3'/>\n</a>", "typo.xml");
    const Element unit = document.root("a").requiredChild("unit");
    const std::string message = xmlErrorOf([&] { unit.allowOnly({"code", "steps"}); });
    CHECK(message.rfind("typo.xml:2:4: ", 0) == 0);
    CHECK(contains(message, "unknown attribute 'stpes'"));
}

TEST_CASE("allowOnly rejects an unknown child element at the child's own location") {
    const auto document =
        Document::parse("<side name='x'>\n  <formation/>\n  <formatoin/>\n</side>", "typo.xml");
    const Element side = document.root("side");
    const std::string message = xmlErrorOf([&] { side.allowOnly({"name"}, {"formation"}); });
    CHECK(message.rfind("typo.xml:3:4: <formatoin>: ", 0) == 0);
    CHECK(contains(message, "unknown element"));
    CHECK(contains(message, "inside <side>"));
}

TEST_CASE("allowOnly rejects child elements when none are listed") {
    const auto document = Document::parse("<unit><note/></unit>", "x.xml");
    CHECK_THROWS_AS(document.root("unit").allowOnly({}), XmlError);
}

TEST_CASE("allowOnly rejects text unless text is allowed, but ignores whitespace and comments") {
    const auto withText = Document::parse("<a>\n  stray words\n  <b/>\n</a>", "t.xml");
    const std::string message = xmlErrorOf([&] { withText.root("a").allowOnly({}, {"b"}); });
    CHECK(message.rfind("t.xml:1:2: <a>: ", 0) == 0);
    CHECK(contains(message, "unexpected text 'stray words'"));
    CHECK_NOTHROW(withText.root("a").allowOnly({}, {"b"}, true));

    const auto quiet = Document::parse("<a>\n  <!-- a remark -->\n  <b/>\n\t\n</a>", "t.xml");
    CHECK_NOTHROW(quiet.root("a").allowOnly({}, {"b"}));
}

TEST_CASE("allowOnly treats CDATA as text too") {
    const auto document = Document::parse("<a><![CDATA[hidden]]></a>", "c.xml");
    CHECK_THROWS_AS(document.root("a").allowOnly({}), XmlError);
    CHECK_NOTHROW(document.root("a").allowOnly({}, {}, true));
}

TEST_CASE("children returns the named child elements in document order, skipping others") {
    const auto document = Document::parse(
        "<side><formation name='1'/><note/><formation name='2'/><formation name='3'/></side>",
        "c.xml");
    const auto formations = document.root("side").children("formation");
    REQUIRE(formations.size() == 3);
    CHECK(formations[0].required("name") == "1");
    CHECK(formations[1].required("name") == "2");
    CHECK(formations[2].required("name") == "3");
    CHECK(document.root("side").children("unit").empty());
}

TEST_CASE("children finds only direct children, not deeper descendants") {
    const auto document = Document::parse("<a><b><c/></b></a>", "d.xml");
    CHECK(document.root("a").children("c").empty());
    CHECK(document.root("a").children("b").size() == 1);
}

TEST_CASE("requiredChild returns the single child of that name") {
    const auto document = Document::parse("<a><description>text</description></a>", "r.xml");
    CHECK(document.root("a").requiredChild("description").text() == "text");
}

TEST_CASE("requiredChild of a missing element fails at the parent, naming the element") {
    const auto document = Document::parse("<a>\n  <b/>\n</a>", "r.xml");
    const std::string message = xmlErrorOf([&] { document.root("a").requiredChild("side"); });
    CHECK(message.rfind("r.xml:1:2: <a>: ", 0) == 0);
    CHECK(contains(message, "missing element <side>"));
}

TEST_CASE("optionalChild gives nothing when absent and the child when present once") {
    const auto document = Document::parse("<a><note>n</note></a>", "o.xml");
    CHECK_FALSE(document.root("a").optionalChild("description").has_value());
    const auto note = document.root("a").optionalChild("note");
    REQUIRE(note.has_value());
    CHECK(note->text() == "n");
}

TEST_CASE("a second child where one is allowed fails at the second one") {
    const auto document =
        Document::parse("<a>\n  <note>1</note>\n  <note>2</note>\n</a>", "twice.xml");
    const std::string message = xmlErrorOf([&] { document.root("a").optionalChild("note"); });
    CHECK(message.rfind("twice.xml:3:4: <note>: ", 0) == 0);
    CHECK(contains(message, "only one <note>"));
    CHECK_THROWS_AS(document.root("a").requiredChild("note"), XmlError);
}

TEST_CASE("text folds wrapped lines and whitespace runs into single spaces and trims the ends") {
    const auto document = Document::parse(
        "<d>\n    The 2nd Regiment holds\n\t\tthe town   while  the\r\n    Reds wait.\n  </d>",
        "t.xml");
    CHECK(document.root("d").text() == "The 2nd Regiment holds the town while the Reds wait.");
}

TEST_CASE("text of an empty or whitespace-only element is empty") {
    CHECK(Document::parse("<d/>", "t.xml").root("d").text().empty());
    CHECK(Document::parse("<d>  \n\t </d>", "t.xml").root("d").text().empty());
}

TEST_CASE("text keeps non-ASCII characters and decodes entities") {
    const auto document =
        Document::parse("<d>  Armoured train “Offitser” &amp; Orël  </d>", "t.xml");
    CHECK(document.root("d").text() == "Armoured train “Offitser” & Orël");
}
