#include "tests/campaign_queries/played_campaign.hpp"

#include <stdexcept>

#include "app/core/campaign/campaign_service.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::testing {
namespace {

using db::LedgerTags;
using db::Table;
using db::Value;

std::vector<model::Unit> activeInfantry(const model::Side& side) {
    std::vector<model::Unit> found;
    for (const model::Unit* unit : side.units()) {
        if (unit->kind == model::UnitKind::Infantry && unit->inPlay() && unit->stepsMax >= 3 &&
            unit->stepsLost == 0 && !unit->recruitsMarker) {
            found.push_back(*unit);
        }
    }
    if (found.size() < 3) throw std::logic_error("the scenario has too few infantry units");
    return found;
}

Value number(std::int64_t value) { return Value(value); }

}  // namespace

void act(const std::filesystem::path& file, const std::function<void(db::Journal&)>& body) {
    auto campaign = db::CampaignFile::open(file);
    campaign.act("combat", "test play", body);
}

PlayedCampaign playCampaign(const std::filesystem::path& file) {
    core::createCampaign({file, "historical", 7, {}});
    PlayedCampaign played;
    {
        auto campaignFile = db::CampaignFile::open(file);
        const auto campaign = db::loadCampaign(campaignFile.database());
        played.whites = campaign.sides.at(0).id;
        played.reds = campaign.sides.at(1).id;
        played.whiteUnit = activeInfantry(campaign.sides.at(0)).at(0);
        const auto red = activeInfantry(campaign.sides.at(1));
        played.redUnit = red.at(0);
        played.capturedUnit = red.at(1);
        played.eliminatedUnit = red.at(2);
    }
    const auto& white = played.whiteUnit;
    act(file, [&](db::Journal& journal) {
        journal.set(Table::Unit, white.id, db::Column::StepsLost, number(1),
                    LedgerTags::of(tachanka::model::LedgerKind::StepLost).forSide(played.whites).forUnit(white.id).by(1)
                        .because("combat at Kromy"));
        journal.set(Table::Unit, white.id, db::Column::Hex, Value(std::string("0118")),
                    LedgerTags::of(tachanka::model::LedgerKind::Moved).forSide(played.whites).forUnit(white.id));
        journal.set(Table::Unit, played.redUnit.id, db::Column::StepsLost, number(2),
                    LedgerTags::of(tachanka::model::LedgerKind::StepLost).forSide(played.reds).forUnit(played.redUnit.id)
                        .by(2).because("combat at Kromy"));
        journal.set(Table::Side, played.whites, db::Column::RecruitPoints, number(4),
                    LedgerTags::of(tachanka::model::LedgerKind::RpIncome).forSide(played.whites).by(4));
    });
    act(file, [&](db::Journal& journal) {
        journal.set(Table::Campaign, 1, db::Column::GameDate, Value(std::string("1919-10-16")),
                    LedgerTags::of(tachanka::model::LedgerKind::Phase));
    });
    act(file, [&](db::Journal& journal) {
        const auto& captured = played.capturedUnit;
        const std::int64_t steps = captured.stepsRemaining();
        journal.set(Table::Unit, captured.id, db::Column::Fate, Value(std::string("captured")),
                    LedgerTags::of(tachanka::model::LedgerKind::UnitCaptured).forSide(played.reds).forUnit(captured.id)
                        .by(steps));
        journal.set(Table::Side, played.whites, db::Column::Prisoners, number(steps),
                    LedgerTags::of(tachanka::model::LedgerKind::PrisonersTaken).forSide(played.whites).by(steps));
        const auto& eliminated = played.eliminatedUnit;
        journal.set(Table::Unit, eliminated.id, db::Column::Fate, Value(std::string("eliminated")),
                    LedgerTags::of(tachanka::model::LedgerKind::UnitEliminated).forSide(played.reds).forUnit(eliminated.id)
                        .by(eliminated.stepsRemaining()));
        journal.set(Table::Unit, white.id, db::Column::StepsLost, number(0),
                    LedgerTags::of(tachanka::model::LedgerKind::StepRecovered).forSide(played.whites).forUnit(white.id)
                        .by(1));
        journal.set(Table::Side, played.whites, db::Column::RecruitPoints, number(2),
                    LedgerTags::of(tachanka::model::LedgerKind::RpSpent).forSide(played.whites).by(2));
    });
    return played;
}

}  // namespace tachanka::testing
