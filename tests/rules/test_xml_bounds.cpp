// xml::Document's bounds: a document nested deeper than any reader may recurse, or larger than
// a data file can sensibly be, is refused with its file (and line) before a reader sees it.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "rules/xml/xml_document.hpp"
#include "tests/rules/xml_error.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::contains;
using tachanka::testing::xmlErrorOf;
using tachanka::xml::Document;
using tachanka::xml::maxDocumentBytes;
using tachanka::xml::maxElementDepth;

namespace {

// `depth` elements <n>, each inside the one before and on a line of its own.
std::string nested(int depth) {
    std::string text;
    for (int level = 0; level < depth; ++level) text += "<n>\n";
    for (int level = 0; level < depth; ++level) text += "</n>";
    return text;
}

}  // namespace

TEST_CASE("elements nested maxElementDepth deep are read") {
    const auto document = Document::parse(nested(maxElementDepth), "deep.xml");
    CHECK(document.root("n").children("n").size() == 1);
}

TEST_CASE("one level deeper is refused at the first element too deep, by file and line") {
    const std::string message =
        xmlErrorOf([] { Document::parse(nested(maxElementDepth + 1), "deep.xml"); });
    CHECK(message.starts_with("deep.xml:" + std::to_string(maxElementDepth + 1) + ":2: <n>: "));
    CHECK(contains(message, "nested more than 64 deep"));
}

TEST_CASE("nesting of tens of thousands of levels is refused, not a stack overflow") {
    // What the audit's crashing scenarios held: 13,000 nested conditions, 20,000 formations.
    const std::string message = xmlErrorOf([] { Document::parse(nested(100000), "deep.xml"); });
    CHECK(message.starts_with("deep.xml:65:2: <n>: "));
}

TEST_CASE("deep nesting in a loaded file is refused naming the file") {
    tachanka::testing::TempFolder folder;
    tachanka::testing::writeFile(folder / "deep.xml", nested(20000));
    const std::string message = xmlErrorOf([&] { Document::load(folder / "deep.xml"); });
    CHECK(message.starts_with((folder / "deep.xml").string() + ":65:2: "));
}

TEST_CASE("a text over maxDocumentBytes is refused before it is parsed") {
    std::string text = "<a>" + std::string(maxDocumentBytes, ' ') + "</a>";
    const std::string message = xmlErrorOf([&] { Document::parse(std::move(text), "big.xml"); });
    CHECK(message.starts_with("big.xml: is " + std::to_string(maxDocumentBytes + 7) +
                              " bytes long"));
    CHECK(contains(message, "at most " + std::to_string(maxDocumentBytes) + " bytes"));
}

TEST_CASE("a file over maxDocumentBytes is refused before it is read") {
    tachanka::testing::TempFolder folder;
    const auto file = folder / "big.xml";
    tachanka::testing::writeFile(file, "<a/>");
    // A sparse file: the size is what counts, and nothing is written to the disk.
    std::filesystem::resize_file(file, maxDocumentBytes + 1);
    const std::string message = xmlErrorOf([&] { Document::load(file); });
    CHECK(message.starts_with(file.string() + ": is " + std::to_string(maxDocumentBytes + 1) +
                              " bytes long"));
}

TEST_CASE("a message a reader words with raw file text is one printable line, not too long") {
    const auto document = Document::parse("<a/>", "m.xml");
    const std::string message = xmlErrorOf(
        [&] { document.root("a").fail("odd value " + std::string(100000, 'z') + "\n\x1b[2J"); });
    CHECK(message.starts_with("m.xml:1:2: <a>: odd value zzz"));
    CHECK(message.ends_with("z…"));
    CHECK(message.size() < 1100);
}
