#include "app/server/seat_view.hpp"

#include <sstream>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/json_writer.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/officers/officer_actions.hpp"
#include "model/phase.hpp"
#include "model/unit_kind.hpp"
#include "model/unit_status.hpp"

namespace tachanka::server {
namespace {

void writeWords(core::JsonWriter& json, const std::vector<std::string>& words) {
    json.beginArray();
    for (const auto& word : words) json.value(word);
    json.endArray();
}

bool seatSees(const std::string& seatSide, const std::string& side) {
    return seatSide.empty() || seatSide == side;
}

void writeTurn(core::JsonWriter& json, const model::Campaign& campaign, const std::string& side) {
    json.key("turn").beginObject();
    json.key("date").value(campaign.date.iso());
    json.key("phase").value(model::phaseName(campaign.phase));
    json.key("phase_title").value(model::phaseTitle(campaign.phase));
    json.key("active_side").value(campaign.activeSide);
    json.key("line").value(campaign.turnLine());
    json.key("your_turn").value(seatSees(side, campaign.activeSide));
    json.endObject();
    json.key("sides").beginArray();
    for (const auto& owner : campaign.sides) {
        if (!seatSees(side, owner.name)) continue;
        json.beginObject().key("name").value(owner.name);
        json.key("recruit_points").value(owner.recruitPoints);
        json.key("prisoners").value(owner.prisoners).endObject();
    }
    json.endArray();
}

void writeUnits(core::JsonWriter& json, const model::Campaign& campaign, const std::string& side) {
    json.key("units").beginArray();
    for (const auto& owner : campaign.sides) {
        for (const auto* unit : owner.units()) {
            // What the side may not see of the enemy has no place on the map in its view.
            if (!unit->inPlay() || !unit->hex) continue;
            json.beginObject();
            json.key("code").value(unit->code).key("name").value(unit->name);
            json.key("side").value(owner.name);
            json.key("kind").value(model::unitKindName(unit->kind));
            json.key("hex").value(unit->hex->label());
            json.key("steps").value(unit->stepsRemaining()).key("steps_max").value(unit->stepsMax);
            json.key("mode").value(model::unitModeName(unit->mode));
            json.key("own").value(seatSees(side, owner.name));
            json.endObject();
        }
    }
    json.endArray();
}

void writeOfficers(core::JsonWriter& json, const std::filesystem::path& seen,
                   const std::string& side) {
    json.key("officers").beginArray();
    for (const auto& officer : core::listOfficers(seen)) {
        if (!seatSees(side, officer.side)) continue;
        json.beginObject().key("id").value(officer.id).key("side").value(officer.side);
        json.key("rank").value(model::nameOf(model::officerRankNames, officer.rank));
        json.key("name").value(officer.name).key("formation").value(officer.formation);
        json.key("unit").value(officer.unit).key("token").value(officer.token);
        json.key("fate").value(model::nameOf(model::officerFateNames, officer.fate));
        json.endObject();
    }
    json.endArray();
}

void writeContacts(core::JsonWriter& json, const std::filesystem::path& seen,
                   const model::Campaign& campaign, const std::string& side) {
    json.key("contacts").beginArray();
    if (campaign.phase == model::Phase::Combat && seatSees(side, campaign.activeSide)) {
        for (const auto& contact : core::possibleAttacks(seen)) {
            json.beginObject().key("hex").value(contact.hex).key("defenders");
            writeWords(json, contact.defenders);
            json.key("attackers");
            writeWords(json, contact.attackers);
            json.endObject();
        }
    }
    json.endArray();
}

void writeQuestion(core::JsonWriter& json, const core::BattleQuestion& question) {
    json.key("question").beginObject();
    json.key("awaiting").value(question.awaiting).key("side").value(question.side);
    json.key("text").value(question.text).key("units");
    writeWords(json, question.units);
    json.key("from").value(question.from).key("one_must").value(question.oneMust);
    json.key("answers").beginArray();
    for (const auto& answer : question.answers) {
        json.beginObject().key("answer").value(answer.answer);
        json.key("reads").value(answer.reads);
        json.key("provisional").value(answer.odds.provisional).key("odds").beginArray();
        for (const auto& outcome : answer.odds.outcomes) {
            json.beginObject().key("probability").value(outcome.probability.value());
            json.key("fraction").value(outcome.probability.text());
            json.key("result").value(outcome.text).endObject();
        }
        json.endArray().endObject();
    }
    json.endArray().endObject();
}

void writeBattles(core::JsonWriter& json, const std::filesystem::path& seen,
                  const std::string& side) {
    json.key("battles").beginArray();
    for (const auto& battle : core::listBattles(seen)) {
        json.beginObject();
        json.key("id").value(battle.battle.id).key("title").value(battle.title);
        json.key("state").value(model::nameOf(model::battleStateNames, battle.battle.state));
        json.key("hex").value(battle.battle.hex.label());
        json.key("attacker_side").value(battle.attackerSide);
        json.key("defender_side").value(battle.defenderSide);
        json.key("attackers");
        writeWords(json, battle.attackers);
        json.key("defenders");
        writeWords(json, battle.defenders);
        json.key("outcome").value(battle.battle.outcome);
        json.key("effects");
        writeWords(json, battle.effectLines);
        json.key("answers").value(battle.answers);
        json.key("yours").value(seatSees(side, battle.attackerSide) ||
                                seatSees(side, battle.defenderSide));
        // The list leaves out where a resolution stopped: only a planned battle may have.
        if (battle.battle.state == model::BattleState::Planned) {
            if (const auto question = core::showBattle(seen, battle.battle.id).question) {
                writeQuestion(json, *question);
            }
        }
        json.endObject();
    }
    json.endArray();
}

}  // namespace

std::string seatView(const std::filesystem::path& seen, const std::string& campaignName,
                     const std::string& side) {
    const auto campaign = core::describeCampaign(seen);
    std::ostringstream text;
    core::JsonWriter json(text);
    json.beginObject();
    json.key("campaign").value(campaignName);
    writeTurn(json, campaign, side);
    writeUnits(json, campaign, side);
    writeOfficers(json, seen, side);
    writeContacts(json, seen, campaign, side);
    writeBattles(json, seen, side);
    json.endObject();
    json.finish();
    return text.str();
}

}  // namespace tachanka::server
