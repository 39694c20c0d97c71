// db/kept_records.hpp: the battles a process keeps between reads are always the ones the file
// holds (the same as loadBattles), and an action that touched no battle leaves them as they
// were, read no further (issue 50).

#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "db/battle_records.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "db/kept_records.hpp"
#include "db/officer_repository.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::Column;
using tachanka::db::Journal;
using tachanka::db::LedgerTags;
using tachanka::db::Table;
using tachanka::db::Value;
using tachanka::model::LedgerKind;
using tachanka::testing::TempFolder;

namespace {

std::string text(const std::vector<tachanka::model::Battle>& battles) {
    std::ostringstream out;
    for (const auto& battle : battles) {
        out << battle.id << ' ' << battle.date.iso() << ' ' << battle.hex.label() << ':';
        for (const auto& unit : battle.units) out << ' ' << unit.code;
        out << '\n';
    }
    return out.str();
}

std::shared_ptr<const std::vector<tachanka::model::Battle>> kept(CampaignFile& file) {
    std::shared_ptr<const std::vector<tachanka::model::Battle>> battles;
    file.readAtOnce([&] { battles = tachanka::db::battlesAsTheyStand(file.database()); });
    return battles;
}

std::string whole(CampaignFile& file) { return text(tachanka::db::loadBattles(file.database())); }

}  // namespace

TEST_CASE("the kept battles follow each action that changes one, and only those") {
    TempFolder folder;
    const auto path = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(path, 1919);
    auto file = CampaignFile::open(path);
    const auto campaign = tachanka::db::loadCampaign(file.database());
    const auto& side = campaign.sides.front();
    const auto& unit = side.formations.front().units.front();
    CHECK(kept(file)->empty());

    file.act("test", "battle planned", [&](Journal& journal) {
        tachanka::model::Battle battle;
        battle.id = tachanka::db::nextBattleId(file.database());
        battle.date = campaign.date;
        battle.hex = tachanka::model::Hex::parse("2705");
        battle.system = "orel-1919";
        battle.attackerSideId = side.id;
        journal.insert(Table::Battle, tachanka::db::battleRow(battle),
                       LedgerTags::of(LedgerKind::BattlePlanned));
        tachanka::model::BattleUnit attacker;
        attacker.unitId = unit.id;
        attacker.sideId = side.id;
        attacker.stepsBefore = 1;
        journal.insert(Table::BattleUnit, tachanka::db::battleUnitRow(battle.id, attacker),
                       LedgerTags::of(LedgerKind::BattlePlanned));
    });
    const auto planned = kept(file);
    CHECK(text(*planned) == whole(file));
    CHECK(text(*planned).find(unit.code) != std::string::npos);

    // A note and a unit's steps change no battle: the very same list, not read again.
    file.act("test", "a note and a step", [&](Journal& journal) {
        journal.note(LedgerTags::of(LedgerKind::Note).because("Orël ♥"));
        journal.set(Table::Unit, unit.id, Column::StepsLost, Value(std::int64_t{1}),
                    LedgerTags::of(LedgerKind::StepLost).forUnit(unit.id));
    });
    CHECK(kept(file) == planned);

    // The battle shows its units by their codes: a code changed is read again.
    file.act("test", "renamed", [&](Journal& journal) {
        journal.set(Table::Unit, unit.id, Column::Code, Value(std::string("Кутепов-1")),
                    LedgerTags::of(LedgerKind::Note).forUnit(unit.id));
    });
    const auto renamed = kept(file);
    CHECK(text(*renamed) == whole(file));
    CHECK(text(*renamed).find("Кутепов-1") != std::string::npos);

    CHECK(file.undo());
    CHECK(file.undo());
    CHECK(file.undo());
    CHECK(kept(file)->empty());
}

TEST_CASE("the kept officers follow each action that changes one, and only those") {
    TempFolder folder;
    const auto path = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(path, 1919);
    auto file = CampaignFile::open(path);
    const auto side = tachanka::db::loadCampaign(file.database()).sides.front();
    const auto officers = [&] {
        std::shared_ptr<const std::vector<tachanka::model::Officer>> kept;
        file.readAtOnce([&] { kept = tachanka::db::officersAsTheyStand(file.database()); });
        return kept;
    };
    const auto names = [](const std::vector<tachanka::model::Officer>& list) {
        std::string text;
        for (const auto& officer : list) text += officer.name + "\n";
        return text;
    };
    const auto before = officers();
    CHECK(names(*before) == names(tachanka::db::loadOfficers(file.database())));

    std::int64_t id = 0;
    file.act("test", "officer joined", [&](Journal& journal) {
        id = journal.insert(Table::Officer,
                            {{Column::SideId, side.id},
                             {Column::Name, Value(std::string("Кутепов"))},
                             {Column::Rank, Value(std::string("senior"))}},
                            LedgerTags::of(LedgerKind::OfficerJoined).forSide(side.id));
    });
    const auto joined = officers();
    CHECK(names(*joined) == names(tachanka::db::loadOfficers(file.database())));
    CHECK(names(*joined).find("Кутепов") != std::string::npos);

    file.act("test", "a note", [&](Journal& journal) {
        journal.note(LedgerTags::of(LedgerKind::Note).because("Orël ♣"));
    });
    CHECK(officers() == joined);

    file.act("test", "renamed", [&](Journal& journal) {
        journal.set(Table::Officer, id, Column::Name, Value(std::string("Kutepov")),
                    LedgerTags::of(LedgerKind::Note).forSide(side.id));
    });
    CHECK(names(*officers()).find("Kutepov\n") != std::string::npos);
    CHECK(file.undo());
    CHECK(file.undo());
    CHECK(file.undo());
    CHECK(names(*officers()) == names(*before));
}
