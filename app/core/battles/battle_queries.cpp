#include "app/core/battles/battle_munitions.hpp"
#include "app/core/battles/battle_questions.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/queries/open_campaign.hpp"
#include "app/core/records/record_checks.hpp"
#include "db/battle_records.hpp"
#include "db/kept_records.hpp"

namespace tachanka::core {
namespace {

std::string stepsText(int steps) {
    return std::to_string(steps) + (steps == 1 ? " step" : " steps");
}

bool resolvedOrApplied(const model::Battle& battle) {
    return battle.state == model::BattleState::Resolved ||
           battle.state == model::BattleState::Applied;
}

}  // namespace

model::Battle battleNumbered(SQLite::Database& database, std::int64_t id) {
    auto battle = db::loadBattle(database, id);
    if (!battle) throw UserError("no battle " + std::to_string(id) + " in this campaign");
    return std::move(*battle);
}

const model::Unit& unitOfBattle(const model::Campaign& campaign, const model::Battle& battle,
                                const model::BattleUnit& entry) {
    const auto* unit = unitWithId(campaign, entry.unitId);
    if (unit == nullptr || !unit->inPlay()) {
        throw UserError(entry.code + " changed since battle " + std::to_string(battle.id) +
                        " was planned: void the battle and plan it again");
    }
    return *unit;
}

std::string effectLine(const model::BattleUnit& unit) {
    const auto& effect = unit.effect;
    std::vector<std::string> parts;
    if (effect.stepsLost > 0) parts.push_back("loses " + stepsText(effect.stepsLost));
    if (effect.fate == model::UnitFate::Captured) {
        parts.push_back("surrenders");
    } else if (effect.fate == model::UnitFate::Eliminated) {
        parts.push_back("is eliminated");
    } else if (effect.fate == model::UnitFate::Pending) {
        parts.push_back("is withdrawn, back as a reinforcement two turns later (9.1.1)");
    } else if (effect.retreatHexes >= 2) {
        parts.push_back("routs 2 hexes");
    } else if (effect.retreatHexes == 1) {
        parts.push_back("retreats 1 hex in March mode");
    } else if (effect.mode) {
        parts.push_back(*effect.mode == model::UnitMode::Routed
                            ? std::string("is routed")
                            : "ends in " + std::string(model::unitModeName(*effect.mode)) +
                                  " mode");
    }
    if (effect.advanced) parts.push_back("advances into the hex");
    if (effect.unsupplied) parts.push_back("is unsupplied");
    if (effect.brokenDown) parts.push_back("is broken down until the turn ends (9.2.1)");
    if (effect.movedTo) {
        parts.push_back("now in hex " + effect.movedTo->label());
    } else if (effect.retreatTo) {
        parts.push_back("goes to hex " + effect.retreatTo->label() +
                        (effect.retreatHexes >= 2 ? " (8.7.3)" : " (8.5.1)"));
    }
    if (parts.empty()) return unit.code + ": no change";
    std::string line = unit.code + " ";
    for (std::size_t i = 0; i < parts.size(); ++i) {
        line += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    }
    return line;
}

BattleView viewOf(const model::Campaign& campaign, model::Battle battle) {
    BattleView view;
    if (battle.answers != model::BattleAnswers{}) view.answers = answersLine(battle.answers);
    view.attackerSide = sideOf(campaign, battle.attackerSideId).name;
    view.defenderSide = otherSide(campaign, battle.attackerSideId).name;
    for (const auto& unit : battle.units) {
        switch (unit.role) {
            case model::BattleRole::Attacker:
                view.attackers.push_back(unit.code);
                break;
            case model::BattleRole::Defender:
                view.defenders.push_back(unit.code);
                break;
            case model::BattleRole::AttackerSupport:
            case model::BattleRole::DefenderSupport:
                view.support.push_back(unit.code);
                break;
            case model::BattleRole::Sheltering:
                view.defenders.push_back(unit.code);
                break;
        }
        if (resolvedOrApplied(battle) && unit.role != model::BattleRole::AttackerSupport &&
            unit.role != model::BattleRole::DefenderSupport) {
            view.effectLines.push_back(effectLine(unit));
        }
    }
    const std::string kind = isBarrage(battle)     ? " (barrage)"
                             : isTrainDuel(battle) ? " (train duel)"
                                                   : "";
    view.title = "Battle " + std::to_string(battle.id) + kind +
                 " · " + battle.date.longForm() + " · hex " + battle.hex.label();
    for (const auto& location : campaign.locations) {
        if (location.hex == battle.hex) view.title += " (" + location.name + ")";
    }
    view.munitions = munitionsLine(campaign, battle);
    view.battle = std::move(battle);
    return view;
}

namespace {

std::vector<BattleView> battleViews(SQLite::Database& database, const model::Campaign& campaign,
                                    const std::optional<std::string>& day) {
    std::vector<BattleView> views;
    const auto battles = db::battlesAsTheyStand(database);  // held: the loop reads through it
    for (const auto& battle : *battles) {
        if (!day || battle.date.iso() == *day) views.push_back(viewOf(campaign, battle));
    }
    return views;
}

}  // namespace

std::vector<BattleView> listBattles(const std::filesystem::path& file,
                                    const std::optional<std::string>& date) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        std::optional<std::string> day;
        if (date) day = dateNamed(*date, "the battles' day").iso();
        return battleViews(database, campaign, day);
    });
}

std::vector<BattleView> listBattles(OpenCampaign& campaign) {
    return campaign.read([](SQLite::Database& database, const model::Campaign& shown) {
        return battleViews(database, shown, std::nullopt);
    });
}

BattleView showBattle(const std::filesystem::path& file, std::int64_t id) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        auto battle = battleNumbered(database, id);
        auto question = questionOf(database, campaign, battle, loadOrelCombatTables());
        auto view = viewOf(campaign, std::move(battle));
        view.question = std::move(question);
        return view;
    });
}

}  // namespace tachanka::core
