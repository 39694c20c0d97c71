#include "app/core/printing/unit_cards.hpp"

#include <random>

#include "app/core/redactions/army_field.hpp"
#include "app/core/redactions/army_service.hpp"
#include "app/core/exchange/campaign_army_list.hpp"
#include "app/core/common/paths.hpp"
#include "app/core/redactions/redactions_lookups.hpp"
#include "app/core/common/user_error.hpp"
#include "reports/cards/unit_cards.hpp"
#include "rules/redactions/direct_hit.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

constexpr const char* cardTextsFile = "red-actions-cards.xml";

// "machine-guns" as a card prints it: "Machine guns".
std::string spelledOut(std::string_view name) {
    std::string words(name);
    for (auto& c : words) {
        if (c == '-') c = ' ';
    }
    if (!words.empty() && words[0] >= 'a' && words[0] <= 'z') {
        words[0] = static_cast<char>(words[0] - 'a' + 'A');
    }
    return words;
}

reports::CardTrait trait(const ra::CardText& text,
                         const std::map<std::string, std::string>& numbers) {
    return {text.name, ra::filledIn(text, numbers)};
}

reports::UnitCardSheet sheetOf(const ra::ArmyList& army, const std::string& replaceHint) {
    const UnitCardMaker maker;
    reports::UnitCardSheet sheet;
    sheet.title = army.name + " — unit cards";
    if (army.provisional) {
        sheet.provisionalNotice = "Provisional values. " + army.provisionalNote + replaceHint;
    }
    for (const auto& troop : army.troops) sheet.cards.push_back(maker.blankCard(army, troop));
    return sheet;
}

// A file of our own in the temporary folder, gone when this goes.
class ScratchFile {
public:
    explicit ScratchFile(std::string_view stem)
        : path_(std::filesystem::temp_directory_path() /
                ("tachanka-" + std::string(stem) + "-" + std::to_string(std::random_device{}()) +
                 ".xml")) {}
    ~ScratchFile() {
        std::error_code ignored;
        std::filesystem::remove(path_, ignored);
    }
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

}  // namespace

UnitCardMaker::UnitCardMaker()
    : tables_(loadRedActionsTables()),
      texts_(asUserErrors([] { return ra::loadCardTexts(rulesFile(cardTextsFile)); })) {
    const auto field = loadFieldRules();
    const auto& hitModifiers = tables_.directHits.modifiers;
    numbers_ = {
        {"mob-acts-on", std::to_string(tables_.rolls.mobActsOn)},
        {"clever-preempts-on", std::to_string(tables_.rolls.cleverPreemptsOn)},
        {"grenadier-bonus", std::to_string(tables_.rolls.grenadierBonus)},
        {"per-km", std::to_string(hitModifiers.at(ra::DirectHitModifier::PerKm))},
        {"early-soviet", std::to_string(hitModifiers.at(ra::DirectHitModifier::EarlySoviet))},
        {"indirect-first", std::to_string(hitModifiers.at(ra::DirectHitModifier::IndirectFirst))},
        {"indirect-later", std::to_string(hitModifiers.at(ra::DirectHitModifier::IndirectLater))},
        {"engineers-cut-on", std::to_string(field.wire.engineersCutOn)},
        {"breaks-down-on", std::to_string(field.vehicles.breaksDownOn)},
        {"stuck-for-good-on", std::to_string(field.vehicles.stuckForGoodOn)},
        {"stuck-for-now-on", std::to_string(field.vehicles.stuckForNowOn)},
        {"freed-on", std::to_string(field.vehicles.freedOn)},
        {"immobilised-on", std::to_string(field.vehicles.damagedByChargedOn)},
    };
}

reports::UnitCard UnitCardMaker::blankCard(const ra::ArmyList& army,
                                           const ra::TroopType& troop) const {
    return asUserErrors([&] {
        reports::UnitCard card;
        card.troopType = troop.name;
        card.arm = spelledOut(model::nameOf(ra::armNames, troop.arm));
        card.army = army.name;
        card.charge = troop.success.charge;
        card.fear = troop.success.fear;
        card.serious = troop.success.serious;
        card.rally = troop.success.rally;
        card.shooting = troop.shooting;
        card.range = troop.range;
        card.fighting = troop.fighting;
        card.move = troop.move;
        card.evasiveMove = troop.evasiveMove;
        if (troop.directHit) {
            for (const auto& target : ra::hitTargetNames) {
                ra::DirectHitInputs inputs;
                inputs.gun = *troop.directHit;
                inputs.target = target.value;
                inputs.earlySoviet = troop.earlyArtillery;
                card.directHits.push_back(
                    {spelledOut(target.name), ra::directHitNumber(tables_.directHits, inputs)});
            }
            card.directHitReminder = ra::filledIn(texts_.directHits, numbers_);
        }
        for (const auto characteristic : troop.characteristics) {
            card.traits.push_back(trait(texts_.characteristics.at(characteristic), numbers_));
        }
        if (troop.engineers) {
            card.traits.push_back(
                trait(texts_.abilities.at(ra::TroopAbility::Engineers), numbers_));
        }
        if (troop.grenadiers) {
            card.traits.push_back(
                trait(texts_.abilities.at(ra::TroopAbility::Grenadiers), numbers_));
        }
        if (troop.earlyArtillery) {
            card.traits.push_back(
                trait(texts_.abilities.at(ra::TroopAbility::EarlyArtillery), numbers_));
        }
        if (troop.dismountsAs) {
            auto numbers = numbers_;
            numbers["troop"] = army.troop(*troop.dismountsAs)->name;
            card.traits.push_back(trait(texts_.abilities.at(ra::TroopAbility::Dismounts), numbers));
        }
        if (const auto vehicle = texts_.vehicles.find(troop.arm); vehicle != texts_.vehicles.end()) {
            card.traits.push_back(trait(vehicle->second, numbers_));
        }
        card.blankBases = texts_.maxBases.at(troop.arm);
        card.provisional = army.provisional;
        return card;
    });
}

reports::CardOfficer UnitCardMaker::officer(std::string name, const ra::OfficerToken& token) const {
    return asUserErrors([&] {
        reports::CardOfficer officer{std::move(name), token.moraleBonus, {}};
        for (const auto characteristic : token.characteristics) {
            officer.characteristics.push_back(
                trait(texts_.officerCharacteristics.at(characteristic), numbers_));
        }
        return officer;
    });
}

reports::UnitCardSheet blankUnitCards(std::string_view armyId) {
    return sheetOf(describeArmy(armyId), "");
}

reports::UnitCardSheet blankUnitCards(const std::filesystem::path& file, std::string_view armyId) {
    const ScratchFile stored("army-list");
    exportArmyList(file, armyId, stored.path());
    const auto army = asUserErrors([&] { return ra::loadArmyList(stored.path()); });
    const std::string howToReplace =
        " This campaign keeps its own copy of the list, which the templates folder does not "
        "change: write it out with 'tachanka-cli export FILE --army " +
        army.id +
        " -o LIST.xml', correct it and store it back with 'tachanka-cli import FILE --army "
        "LIST.xml'.";
    return sheetOf(army, howToReplace);
}

void printUnitCards(const PrintRequest& request) {
    if (!request.army) {
        std::string ids;
        for (const auto& entry : listArmies()) ids += (ids.empty() ? "" : ", ") + entry.id;
        throw UserError("print cards: choose the army list (armies: " + ids + ")", {"army ID"});
    }
    const auto sheet = request.campaign ? blankUnitCards(*request.campaign, *request.army)
                                        : blankUnitCards(*request.army);
    reports::writeUnitCards(sheet, reports::findDejaVuFonts(), request.paper, request.output);
}

}  // namespace tachanka::core
