// xml::Element attribute accessors: required, optional, ranged integers, booleans and values
// read through a parser; every refusal is an XmlError at the element's location.

#include <doctest/doctest.h>

#include <array>
#include <stdexcept>
#include <string>

#include "model/hex.hpp"
#include "rules/xml/xml_document.hpp"
#include "tests/rules/xml_error.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::xmlErrorOf;
using tachanka::testing::contains;
using tachanka::xml::Document;
using tachanka::xml::Element;
using tachanka::xml::XmlError;

namespace {

// The <unit> element sits on line 2 with its name at column 4.
Document unitDocument(const std::string& attributes) {
    return Document::parse("<a>\n  <unit " + attributes + "/>\n</a>", "units.xml");
}

Element unitOf(const Document& document) { return document.root("a").requiredChild("unit"); }

constexpr const char* unitLocation = "units.xml:2:4: <unit>: ";

bool startsAtUnit(const std::string& message) { return message.rfind(unitLocation, 0) == 0; }

tachanka::model::Hex parseHex(const std::string& text) { return tachanka::model::Hex::parse(text); }

}  // namespace

TEST_CASE("required returns the attribute's text as written") {
    const auto document = unitDocument("code='off/2K' name='Officers Battalion'");
    CHECK(unitOf(document).required("code") == "off/2K");
    CHECK(unitOf(document).required("name") == "Officers Battalion");
}

TEST_CASE("required refuses a missing attribute, naming it, at the element") {
    const auto document = unitDocument("code='x'");
    const std::string message = xmlErrorOf([&] { unitOf(document).required("kind"); });
    CHECK(startsAtUnit(message));
    CHECK(contains(message, "missing attribute 'kind'"));
}

TEST_CASE("required refuses an empty or blank attribute") {
    const auto document = unitDocument("code='' name='   '");
    const std::string empty = xmlErrorOf([&] { unitOf(document).required("code"); });
    CHECK(startsAtUnit(empty));
    CHECK(contains(empty, "attribute 'code' is empty"));
    const std::string blank = xmlErrorOf([&] { unitOf(document).required("name"); });
    CHECK(contains(blank, "attribute 'name' is empty"));
}

TEST_CASE("optional gives the text when present, even empty, and nothing when absent") {
    const auto document = unitDocument("name='Cavalry' commander=''");
    const Element unit = unitOf(document);
    CHECK(unit.optional("name") == std::optional<std::string>("Cavalry"));
    CHECK(unit.optional("commander") == std::optional<std::string>(""));
    CHECK_FALSE(unit.optional("hex").has_value());
}

TEST_CASE("requiredInt reads whole numbers within the inclusive range") {
    const auto document = unitDocument("low='1' high='20' mid='7' negative='-3'");
    const Element unit = unitOf(document);
    CHECK(unit.requiredInt("low", 1, 20) == 1);
    CHECK(unit.requiredInt("high", 1, 20) == 20);
    CHECK(unit.requiredInt("mid", 1, 20) == 7);
    CHECK(unit.requiredInt("negative", -5, 5) == -3);
}

TEST_CASE("requiredInt refuses values outside the range, giving the value and the range") {
    const auto document = unitDocument("steps='21' tq='0'");
    const std::string above = xmlErrorOf([&] { unitOf(document).requiredInt("steps", 1, 20); });
    CHECK(startsAtUnit(above));
    CHECK(contains(above, "'steps' is '21'"));
    CHECK(contains(above, "from 1 to 20"));
    const std::string below = xmlErrorOf([&] { unitOf(document).requiredInt("tq", 1, 9); });
    CHECK(contains(below, "'tq' is '0'"));
    CHECK(contains(below, "from 1 to 9"));
}

TEST_CASE("requiredInt refuses text that is not entirely a whole number") {
    for (const char* text : {"3.5", "three", "3 ", " 3", "+3", "0x10", "3steps", "99999999999"}) {
        CAPTURE(text);
        const auto document = unitDocument(std::string("steps='") + text + "'");
        const std::string message =
            xmlErrorOf([&] { unitOf(document).requiredInt("steps", 1, 20); });
        CHECK(startsAtUnit(message));
        CHECK(contains(message, "expected a whole number"));
    }
}

TEST_CASE("requiredInt refuses a missing or empty attribute") {
    const auto document = unitDocument("tq=''");
    CHECK(contains(xmlErrorOf([&] { unitOf(document).requiredInt("steps", 1, 20); }),
                   "missing attribute 'steps'"));
    CHECK(contains(xmlErrorOf([&] { unitOf(document).requiredInt("tq", 1, 9); }),
                   "attribute 'tq' is empty"));
}

TEST_CASE("optionalInt gives nothing when absent and checks the range when present") {
    const auto document = unitDocument("turns='2' days='400'");
    const Element unit = unitOf(document);
    CHECK_FALSE(unit.optionalInt("missing", 1, 10).has_value());
    CHECK(unit.optionalInt("turns", 1, 366) == std::optional<int>(2));
    CHECK(startsAtUnit(xmlErrorOf([&] { unit.optionalInt("days", 1, 366); })));
}

TEST_CASE("optionalBool reads exactly true and false and falls back when absent") {
    const auto document = unitDocument("yes='true' no='false'");
    const Element unit = unitOf(document);
    CHECK(unit.optionalBool("yes", false));
    CHECK_FALSE(unit.optionalBool("no", true));
    CHECK(unit.optionalBool("absent", true));
    CHECK_FALSE(unit.optionalBool("absent", false));
}

TEST_CASE("optionalBool refuses anything but true or false") {
    for (const char* text : {"yes", "1", "TRUE", "False", "", " true"}) {
        CAPTURE(text);
        const auto document = unitDocument(std::string("provisional='") + text + "'");
        const std::string message =
            xmlErrorOf([&] { unitOf(document).optionalBool("provisional", false); });
        CHECK(startsAtUnit(message));
        CHECK(contains(message, "expected true or false"));
    }
}

TEST_CASE("requiredAs returns what the parser makes of the attribute") {
    const auto document = unitDocument("hex='2705'");
    CHECK(unitOf(document).requiredAs("hex", parseHex) == tachanka::model::Hex{27, 5});
}

TEST_CASE("requiredAs reports the parser's std::invalid_argument at the element's location") {
    const auto document = unitDocument("hex='27A5'");
    const std::string message = xmlErrorOf([&] { unitOf(document).requiredAs("hex", parseHex); });
    CHECK(startsAtUnit(message));
    CHECK(contains(message, "attribute 'hex'"));
    CHECK(contains(message, "'27A5' is not a hex number"));
}

TEST_CASE("requiredAs refuses a missing attribute without calling the parser") {
    const auto document = unitDocument("code='x'");
    bool called = false;
    const std::string message = xmlErrorOf([&] {
        unitOf(document).requiredAs("hex", [&called](const std::string& text) {
            called = true;
            return text;
        });
    });
    CHECK(contains(message, "missing attribute 'hex'"));
    CHECK_FALSE(called);
}

TEST_CASE("requiredAs lets errors other than std::invalid_argument through unchanged") {
    const auto document = unitDocument("hex='2705'");
    CHECK_THROWS_AS(unitOf(document).requiredAs(
                        "hex", [](const std::string&) -> int { throw std::logic_error("bug"); }),
                    std::logic_error);
}

TEST_CASE("optionalAs gives nothing when absent and the parsed value when present") {
    const auto document = unitDocument("hex='2409'");
    const Element unit = unitOf(document);
    CHECK_FALSE(unit.optionalAs("base", parseHex).has_value());
    const auto hex = unit.optionalAs("hex", parseHex);
    REQUIRE(hex.has_value());
    CHECK(*hex == tachanka::model::Hex{24, 9});
}

TEST_CASE("optionalAs reports a bad value like requiredAs") {
    const auto document = unitDocument("hex='27055'");
    const std::string message = xmlErrorOf([&] { unitOf(document).optionalAs("hex", parseHex); });
    CHECK(startsAtUnit(message));
    CHECK(contains(message, "'27055' is not a hex number"));
}

TEST_CASE("allowOnly refuses an attribute given twice, which XML forbids") {
    const auto document = unitDocument("code='1/2K' code='2/2K'");
    const std::string message = xmlErrorOf([&] { unitOf(document).allowOnly({"code"}); });
    CHECK(startsAtUnit(message));
    CHECK(contains(message, "attribute 'code' is given twice"));
}

namespace {

enum class Arm { Infantry, Cavalry };
constexpr std::array<tachanka::model::EnumName<Arm>, 2> armNames{
    {{Arm::Infantry, "infantry"}, {Arm::Cavalry, "cavalry"}}};

}  // namespace

TEST_CASE("requiredNamed and optionalNamed read a name from an enumeration's table") {
    const auto document = unitDocument("arm='cavalry'");
    CHECK(unitOf(document).requiredNamed("arm", armNames, "an arm") == Arm::Cavalry);
    CHECK(unitOf(document).optionalNamed("arm", armNames, "an arm") == Arm::Cavalry);
    CHECK_FALSE(unitOf(document).optionalNamed("kind", armNames, "an arm").has_value());
}

TEST_CASE("an unknown name is refused at the element with the names it could have been") {
    const auto document = unitDocument("arm='tachanka'");
    const std::string message =
        xmlErrorOf([&] { unitOf(document).requiredNamed("arm", armNames, "an arm"); });
    CHECK(startsAtUnit(message));
    CHECK(contains(message, "attribute 'arm': 'tachanka' is not an arm (infantry, cavalry)"));
}
