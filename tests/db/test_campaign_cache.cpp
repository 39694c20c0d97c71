// db/campaign_cache.hpp: the campaign a process keeps between actions is always the one the
// file holds (the same as reading it whole), and an action that changed none of the
// campaign's rows leaves what was kept as it is, read no further (issue 50).

#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "db/campaign_cache.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "model/campaign.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::campaignAsItStands;
using tachanka::db::Column;
using tachanka::db::Journal;
using tachanka::db::LedgerTags;
using tachanka::db::Table;
using tachanka::db::Value;
using tachanka::model::LedgerKind;
using tachanka::testing::TempFolder;

namespace {

// What the views read of a campaign, as text: equal texts, equal campaigns for these tests.
std::string summary(const tachanka::model::Campaign& campaign) {
    std::ostringstream text;
    text << campaign.date.iso() << ' ' << static_cast<int>(campaign.phase) << ' '
         << campaign.activeSide << '\n';
    for (const auto& [key, value] : campaign.settings) text << key << '=' << value << '\n';
    for (const auto& side : campaign.sides) {
        text << side.name << " rp " << side.recruitPoints << " pr " << side.prisoners << '\n';
        for (const auto& formation : side.formations) {
            for (const auto& unit : formation.units) {
                text << unit.id << ' ' << unit.code << ' ' << unit.stepsLost << ' '
                     << unit.whereabouts() << ' ' << static_cast<int>(unit.mode) << '\n';
            }
        }
        for (const auto& depot : side.depots) {
            text << "depot " << depot.id << ' ' << depot.munitions << '\n';
        }
    }
    return text.str();
}

std::string wholeReading(CampaignFile& file) {
    return summary(tachanka::db::loadCampaign(file.database()));
}

std::string keptReading(CampaignFile& file) {
    std::string text;
    file.readAtOnce([&] { text = summary(*campaignAsItStands(file)); });
    return text;
}

const tachanka::model::Unit& firstUnit(const tachanka::model::Campaign& campaign) {
    return campaign.sides.front().formations.front().units.front();
}

}  // namespace

TEST_CASE("the kept campaign follows each action's changes and is the same as a whole reading") {
    TempFolder folder;
    const auto path = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(path, 1919);
    auto file = CampaignFile::open(path);
    const auto before = [&] {
        std::shared_ptr<const tachanka::model::Campaign> kept;
        file.readAtOnce([&] { kept = campaignAsItStands(file); });
        return kept;
    }();
    const auto unit = firstUnit(*before);
    const auto sideId = before->sides.front().id;

    file.act("test", "a step lost, a move, recruit points", [&](Journal& journal) {
        journal.set(Table::Unit, unit.id, Column::StepsLost, Value(std::int64_t{1}),
                    LedgerTags::of(LedgerKind::StepLost).forUnit(unit.id));
        journal.set(Table::Unit, unit.id, Column::Hex, Value(std::string("0908")),
                    LedgerTags::of(LedgerKind::Moved).forUnit(unit.id));
        journal.set(Table::Side, sideId, Column::RecruitPoints, Value(std::int64_t{7}),
                    LedgerTags::of(LedgerKind::RpIncome).forSide(sideId));
    });
    const auto kept = keptReading(file);
    CHECK(kept == wholeReading(file));
    CHECK(kept.find(std::to_string(unit.id) + " " + unit.code + " 1 0908") != std::string::npos);
    CHECK(kept.find(" rp 7 ") != std::string::npos);

    SUBCASE("an action that changed none of the campaign's rows keeps the very same campaign") {
        std::shared_ptr<const tachanka::model::Campaign> first;
        file.readAtOnce([&] { first = campaignAsItStands(file); });
        file.act("note", "a note", [&](Journal& journal) {
            journal.note(LedgerTags::of(LedgerKind::Note).because("Orël held ♥"));
        });
        std::shared_ptr<const tachanka::model::Campaign> after;
        file.readAtOnce([&] { after = campaignAsItStands(file); });
        CHECK(after == first);
        CHECK(summary(*after) == wholeReading(file));
    }
    SUBCASE("an undo gives back the campaign as it was before the action") {
        CHECK(file.undo());
        std::shared_ptr<const tachanka::model::Campaign> undone;
        file.readAtOnce([&] { undone = campaignAsItStands(file); });
        CHECK(undone == before);
        CHECK(summary(*undone) == wholeReading(file));
    }
    SUBCASE("a unit added is read with the rest") {
        auto added = unit;
        added.id = 0;
        added.code = "Кутепов-1";
        file.act("test", "a battalion", [&](Journal& journal) {
            journal.insert(Table::Unit, tachanka::db::unitRow(added),
                           LedgerTags::of(LedgerKind::Created));
        });
        const auto withBattalion = keptReading(file);
        CHECK(withBattalion == wholeReading(file));
        CHECK(withBattalion.find("Кутепов-1") != std::string::npos);
    }
}

TEST_CASE("two files never share a kept campaign, even a copy at the same point of its history") {
    TempFolder folder;
    const auto path = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(path, 1919);
    std::string original;
    {
        auto file = CampaignFile::open(path);
        original = keptReading(file);
    }
    // Another campaign put in its place under the same name: another file on disk.
    const auto other = folder / "other.tachanka";
    tachanka::testing::sample::createCampaign(other, 1919);
    {
        auto file = CampaignFile::open(other);
        file.act("test", "a step lost", [&](Journal& journal) {
            const auto id = firstUnit(tachanka::db::loadCampaign(file.database())).id;
            journal.set(Table::Unit, id, Column::StepsLost, Value(std::int64_t{1}),
                        LedgerTags::of(LedgerKind::StepLost).forUnit(id));
        });
    }
    std::filesystem::rename(other, path);
    auto file = CampaignFile::open(path);
    const auto replaced = keptReading(file);
    CHECK(replaced == wholeReading(file));
    CHECK(replaced != original);
}

TEST_CASE("a copy with the same history but other contents is read as its own") {
    TempFolder folder;
    const auto path = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(path, 1919);
    std::string original;
    {
        auto file = CampaignFile::open(path);
        original = keptReading(file);
    }
    // Copied at the same point of its history (the same newest row and seal), then changed by
    // hand: the seal alone would give the original's state back.
    const auto copy = folder / "copy.tachanka";
    std::filesystem::copy_file(path, copy);
    auto file = CampaignFile::open(copy);
    file.database().exec("UPDATE unit SET steps_lost = 1 WHERE id = (SELECT min(id) FROM unit)");
    const auto copied = keptReading(file);
    CHECK(copied == wholeReading(file));
    CHECK(copied != original);
}
