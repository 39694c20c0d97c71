// The generic accessors of rules/xml that schema-driven readers use: every attribute in
// document order (duplicates kept, so the reader can refuse them) and every child element.

#include <doctest/doctest.h>

#include "rules/xml/xml_document.hpp"

using namespace tachanka;

TEST_CASE("an element lists its attributes in order and its child elements by any name") {
    const auto document = xml::Document::parse(
        "<root a=\"1\" b=\"Orël &#10;Кутепов\"><x/><!-- note --><y z=\"\"/>text</root>",
        "memory.xml");
    const auto root = document.root("root");
    const auto attributes = root.attributes();
    REQUIRE(attributes.size() == 2);
    CHECK(attributes[0] == std::pair<std::string, std::string>{"a", "1"});
    // An escaped newline stays a newline; UTF-8 passes through.
    CHECK(attributes[1].second == "Orël \nКутепов");
    const auto children = root.elements();
    REQUIRE(children.size() == 2);
    CHECK(children[0].name() == "x");
    CHECK(children[1].name() == "y");
    CHECK(children[1].attributes() ==
          std::vector<std::pair<std::string, std::string>>{{"z", ""}});
    CHECK(children[0].attributes().empty());
    CHECK(children[0].elements().empty());
}
