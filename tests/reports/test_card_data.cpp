// The cards core makes of the army lists: every shipped list prints complete and legible, the
// direct-hit and reminder numbers come from the rules tables in use (a house rule prints too),
// and the card texts file is checked like any rules file.

#include <doctest/doctest.h>

#include <pugixml.hpp>

#include <algorithm>
#include <filesystem>
#include <string>

#include "app/core/redactions/army_service.hpp"
#include "app/core/printing/unit_cards.hpp"
#include "app/core/common/user_error.hpp"
#include "reports/cards/card_face.hpp"
#include "reports/cards/unit_cards.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::TempFolder;

namespace {

namespace ra = rules::redactions;

const std::filesystem::path templates = std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates";

pugi::xml_document loadXml(const std::filesystem::path& file) {
    pugi::xml_document document;
    REQUIRE(document.load_file(file.c_str()));
    return document;
}

// A copy of a shipped rules file in the user's templates folder, with one text replaced.
void houseRule(const IsolatedDataHome& home, const std::string& name, const std::string& from,
               const std::string& to) {
    std::string text = testing::readFile(templates / "rules" / name);
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    const auto folder = home.path() / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(folder);
    testing::writeFile(folder / name, text);
}

const reports::UnitCard& cardNamed(const reports::UnitCardSheet& sheet, const std::string& name) {
    const auto found = std::find_if(sheet.cards.begin(), sheet.cards.end(),
                                    [&](const auto& card) { return card.troopType == name; });
    REQUIRE(found != sheet.cards.end());
    return *found;
}

std::string reminderOf(const reports::UnitCard& card, const std::string& trait) {
    for (const auto& each : card.traits) {
        if (each.name == trait) return each.reminder;
    }
    FAIL("no trait " << trait << " on " << card.troopType);
    return "";
}

}  // namespace

TEST_CASE("every shipped army list prints complete cards, no text under 7 pt, blank or not") {
    const IsolatedDataHome home;
    const core::UnitCardMaker maker;
    // The longest officer reminder the shipped texts have, on every card at once.
    ra::OfficerToken clever{1, {ra::OfficerCharacteristic::Clever}};
    for (const auto& entry : core::listArmies()) {
        CAPTURE(entry.id);
        const auto xml = loadXml(entry.file);
        auto sheet = core::blankUnitCards(entry.id);
        const auto troops = xml.child("army").children("troop");
        CHECK(sheet.cards.size() ==
              static_cast<std::size_t>(std::distance(troops.begin(), troops.end())));
        const auto army = core::describeArmy(entry.id);
        for (const auto& troop : army.troops) {
            auto card = maker.blankCard(army, troop);
            card.unitName = "Кутепов's own " + troop.name;
            card.unitCode = "1/Orël";
            card.state = reports::CardState{card.blankBases, 1, 1, 1,
                                            maker.officer("А. П. Кутепов", clever)};
            sheet.cards.push_back(card);
        }
        for (const auto paper : {reports::Paper::A4, reports::Paper::Letter}) {
            TempFolder folder;
            const auto written = reports::writeUnitCards(sheet, reports::findDejaVuFonts(), paper,
                                                         folder / "cards.pdf");
            std::string cutShort;
            for (const auto& name : written.incompleteCards) cutShort += name + "; ";
            CHECK_MESSAGE(written.incompleteCards.empty(), "cut short: " << cutShort);
            CHECK(written.smallestFontSize >= 7.0f);
        }
    }
}

TEST_CASE("a gun's direct-hit numbers are red-actions.xml's, early artillery's +1 added") {
    const IsolatedDataHome home;
    const auto rules = loadXml(templates / "rules" / "red-actions.xml");
    const auto hits = rules.child("red-actions").child("direct-hits");
    const int early =
        hits.find_child_by_attribute("modifier", "id", "early-soviet").attribute("add").as_int();
    REQUIRE(early > 0);
    const auto soviet = loadXml(templates / "armies" / "soviet.xml");
    int guns = 0;
    const auto sheet = core::blankUnitCards("soviet");
    for (const auto& troop : soviet.child("army").children("troop")) {
        const std::string gun = troop.attribute("direct-hit").as_string();
        const auto& card = cardNamed(sheet, troop.attribute("name").as_string());
        CAPTURE(card.troopType);
        if (gun.empty()) {
            CHECK(card.directHits.empty());
            continue;
        }
        ++guns;
        const int extra = troop.attribute("early-artillery").as_bool() ? early : 0;
        std::size_t matched = 0;
        for (const auto& number : hits.children("number")) {
            if (gun != number.attribute("gun").as_string()) continue;
            std::string target = number.attribute("target").as_string();
            std::replace(target.begin(), target.end(), '-', ' ');
            target[0] = static_cast<char>(std::toupper(target[0]));
            for (const auto& hit : card.directHits) {
                if (hit.target != target) continue;
                CHECK(hit.roll == number.attribute("roll").as_int() + extra);
                ++matched;
            }
        }
        CHECK(matched == 4);
        const std::string perKm =
            hits.find_child_by_attribute("modifier", "id", "per-km").attribute("add").as_string();
        CHECK(card.directHitReminder.find("+" + perKm + " per whole km") != std::string::npos);
    }
    CHECK(guns >= 5);
}

TEST_CASE("an officer's token on his card: bonus, characteristics and the rules' numbers") {
    const IsolatedDataHome home;
    const auto rules = loadXml(templates / "rules" / "red-actions.xml");
    const std::string preempts =
        rules.child("red-actions").child("rolls").attribute("clever-preempts-on").as_string();
    const core::UnitCardMaker maker;
    const auto officer = maker.officer(
        "Кутепов", ra::OfficerToken{-1, {ra::OfficerCharacteristic::Clever,
                                         ra::OfficerCharacteristic::MobInstilling}});
    CHECK(officer.name == "Кутепов");
    CHECK(officer.moraleBonus == -1);
    REQUIRE(officer.characteristics.size() == 2);
    CHECK(officer.characteristics[0].name == "Clever");
    CHECK(officer.characteristics[0].reminder.find(preempts + "+ (d6)") != std::string::npos);
    CHECK(officer.characteristics[1].name == "Mob");
}

TEST_CASE("a house rule in the user's red-actions.xml prints on the cards") {
    const IsolatedDataHome home;
    houseRule(home, "red-actions.xml", "mob-acts-on=\"3\"", "mob-acts-on=\"4\"");
    const auto sheet = core::blankUnitCards("soviet");
    const auto& conscripts = cardNamed(sheet, "Red Conscripts");
    CHECK(reminderOf(conscripts, "Mob").find("needs 4+ on a d6") != std::string::npos);
    const auto& engineers = cardNamed(sheet, "Engineers");
    const auto field = loadXml(templates / "rules" / "red-actions-field.xml");
    const std::string cut =
        field.child("red-actions-field").child("wire").attribute("engineers-cut-on").as_string();
    CHECK(reminderOf(engineers, "Engineers").find(cut + "+ on 2d6") != std::string::npos);
}

TEST_CASE("a dismounting troop's card names the troop it dismounts as") {
    const IsolatedDataHome home;
    const auto sheet = core::blankUnitCards("soviet");
    CHECK(reminderOf(cardNamed(sheet, "Red Cossacks"), "Dismounts").starts_with("as Partisans"));
}

TEST_CASE("card texts with an unknown number or a missing reminder are one-line errors") {
    {
        const IsolatedDataHome home;
        houseRule(home, "red-actions-cards.xml", "needs {mob-acts-on}+", "needs {mob-acts}+");
        try {
            core::blankUnitCards("soviet");
            FAIL("an unknown number was printed");
        } catch (const core::UserError& error) {
            const std::string message = error.what();
            CHECK(message.find("red-actions-cards.xml:") != std::string::npos);
            CHECK(message.find("unknown number {mob-acts}") != std::string::npos);
            CHECK(message.find("mob-acts-on") != std::string::npos);
            CHECK(message.find('\n') == std::string::npos);
        }
    }
    {
        const IsolatedDataHome home;
        houseRule(home, "red-actions-cards.xml", "<characteristic id=\"storm\"",
                  "<characteristic id=\"storms\"");
        CHECK_THROWS_WITH_AS(core::blankUnitCards("afsr"),
                             doctest::Contains("red-actions-cards.xml:"), core::UserError);
    }
    {
        const IsolatedDataHome home;
        houseRule(home, "red-actions-cards.xml", "<unit-size arm=\"tank\" max-bases=\"1\"/>", "");
        CHECK_THROWS_WITH_AS(core::blankUnitCards("afsr"),
                             doctest::Contains("no <unit-size arm=\"tank\">"), core::UserError);
    }
}

TEST_CASE("a house-rule name with line breaks reads as one line, however long") {
    const IsolatedDataHome home;
    houseRule(home, "red-actions-cards.xml", "<ability id=\"engineers\" name=\"Engineers\">",
              "<ability id=\"engineers\" name=\" Engineers&#10;of the&#10;&#10;  Drozdovsky&#9;"
              "Rifle Division, who cut the wire under fire at night \">");
    const auto sheet = core::blankUnitCards("afsr");
    bool found = false;
    for (const auto& card : sheet.cards) {
        for (const auto& trait : card.traits) {
            if (trait.name.starts_with("Engineers")) {
                found = true;
                CHECK(trait.name ==
                      "Engineers of the Drozdovsky Rifle Division, who cut the wire under fire "
                      "at night");
            }
        }
    }
    CHECK(found);
    TempFolder folder;
    const auto written = reports::writeUnitCards(sheet, reports::findDejaVuFonts(),
                                                 reports::Paper::A4, folder / "cards.pdf");
    CHECK(written.incompleteCards.empty());
    CHECK(written.smallestFontSize >= 7.0f);
}

TEST_CASE("a tank's and an armoured car's cards remind their players of the tests their moves call for") {
    const IsolatedDataHome home;
    houseRule(home, "red-actions-field.xml", "freed-on=\"4\"", "freed-on=\"5\"");
    const auto sheet = core::blankUnitCards("afsr");
    const auto tank = reminderOf(cardNamed(sheet, "Tank (Mark V)"), "Tank");
    CHECK(tank == "Fast: d6 1 breaks down; obstacle: 1 stuck for good, 2 stuck; freed on 5+. "
                  "Direct hits only.");
    CHECK(reminderOf(cardNamed(sheet, "Armoured car"), "Armoured car")
              .starts_with("Fast off road: d6 1 breaks down"));
    // Other troops, the armoured train too (its rails are on the QRS), have none.
    for (const auto* troop : {"Field guns (section)", "Armoured train"}) {
        for (const auto& trait : cardNamed(sheet, troop).traits) {
            CHECK(trait.name != "Tank");
            CHECK(trait.name != "Armoured car");
        }
    }
}

TEST_CASE("card texts need a reminder for a tank and an armoured car, and for no other troops") {
    {
        const IsolatedDataHome home;
        houseRule(home, "red-actions-cards.xml", "<vehicle arm=\"tank\"", "<vehicle arm=\"train\"");
        CHECK_THROWS_WITH_AS(core::blankUnitCards("afsr"),
                             doctest::Contains("'train' takes no vehicle tests"), core::UserError);
    }
    {
        const IsolatedDataHome home;
        houseRule(home, "red-actions-cards.xml", "<vehicle arm=\"armoured-car\"",
                  "<vehicle arm=\"tank\"");
        CHECK_THROWS_WITH_AS(core::blankUnitCards("afsr"), doctest::Contains("'tank' is given twice"),
                             core::UserError);
    }
}
