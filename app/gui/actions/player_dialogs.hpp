#pragma once
// Everything an action asks of the player, and hands to the desktop, between the menu command
// and the use case it calls. The menus answer with modal dialogs (ModalPlayerDialogs); the
// tests install scripted answers, so the code that runs after the question is the code the
// menus run. Each question returns none when the player cancels.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/command_phase.hpp"
#include "app/core/campaign/random_events.hpp"
#include "app/core/recruitment/battalion_actions.hpp"
#include "app/core/officers/officer_actions.hpp"
#include "app/core/campaign/overrides.hpp"
#include "app/core/printing/print_service.hpp"
#include "app/core/records/unit_records.hpp"
#include "model/campaign.hpp"

namespace tachanka::gui {

// In each choice of an action the rules may refuse, `umpireReason` is the reason of the
// umpire's override when its box is ticked (the action runs under core::UmpireOverride).

// 4.3.1: steps back for a unit, one RP each.
struct StepRecoveryChoice {
    std::string side;
    std::string unit;  // its code
    int steps = 1;
    std::optional<std::string> umpireReason;
};

// 4.3.2: a battalion raised at a station or via a friendly board edge.
struct BattalionChoice {
    core::BattalionRequest request;
    std::optional<std::string> umpireReason;
};

// 4.1: enemy steps captured.
struct PrisonersChoice {
    std::string side;
    int count = 1;
    std::string reason;
    std::optional<std::string> umpireReason;  // the dialog's reason, when the box is ticked
};

// 4.1: prisoners enlisted as recruit points; no `groups`: every whole group held.
struct ConversionChoice {
    std::string side;
    std::optional<int> groups;
    std::optional<std::string> umpireReason;
};

// 6: the two d10 read at the table (tens, then ones), or none for Tachanka's own roll.
struct EventRollChoice {
    std::optional<std::vector<int>> dice;
};

// 6.2: a held event played, and what it did.
struct EventPlayChoice {
    std::int64_t id = 0;
    std::string reason;
};

// A unit record; under the umpire's override, its reason is the record's.
struct UnitChangeChoice {
    core::UnitChangeRequest request;
    std::optional<std::string> umpireReason;
};

struct CasualtyChoice {
    std::int64_t officerId = 0;
    std::string fate;  // killed, wounded, captured
    std::string reason;
};

// What the draw showed before anything was recorded: the tokens, and for a replacement the
// lines saying who is promoted.
struct DrawPreview {
    std::string officer;  // "commander of 9th Rifle Division (senior)"
    std::string pool;
    std::vector<std::string> drawn;  // "+1 clever": morale bonus, then characteristics
    std::size_t suggested = 0;       // the core's default choice, the best token
    std::vector<std::string> lines;
};

class PlayerDialogs {
public:
    virtual ~PlayerDialogs() = default;

    // `unit`: the unit the Turn page has selected, if any.
    virtual std::optional<StepRecoveryChoice> stepRecovery(const model::Campaign& campaign,
                                                           const std::string& unit) = 0;
    virtual std::optional<BattalionChoice> battalion(const model::Campaign& campaign) = 0;
    virtual std::optional<PrisonersChoice> prisonersTaken(const model::Campaign& campaign) = 0;
    virtual std::optional<ConversionChoice> prisonersConverted(
        const model::Campaign& campaign) = 0;
    virtual std::optional<UnitChangeChoice> unitChange(const model::Campaign& campaign) = 0;
    virtual std::optional<core::OverrideRequest> gmOverride(const model::Campaign& campaign) = 0;
    virtual std::optional<EventRollChoice> eventRoll(const model::Campaign& campaign) = 0;
    // `held`: the events that may be played now, oldest first.
    virtual std::optional<EventPlayChoice> eventToPlay(
        const std::vector<core::RandomEventView>& held) = 0;

    // 5.2 b: a unit code of the tied group the owner takes as the formation's main body.
    virtual std::optional<std::string> mainBody(const core::MainBodyTie& tie) = 0;

    virtual std::optional<core::CampaignDrawRequest> officerDraw(
        const model::Campaign& campaign) = 0;
    virtual std::optional<CasualtyChoice> casualty(
        const std::vector<core::OfficerView>& officers) = 0;
    virtual std::optional<core::ReplacementRequest> replacement(
        const std::vector<core::OfficerView>& officers) = 0;
    // The drawn tokens shown; which one is kept (0-based), or none to record nothing.
    virtual std::optional<std::size_t> keepToken(const DrawPreview& preview) = 0;

    // Paper, the options the document asks for and the PDF to write; `campaign` is null when
    // none is open. `battles`: the campaign's, for a document that prints one (none: the
    // battle is chosen already). `paper` is the preferred paper.
    virtual std::optional<core::PrintRequest> printRequest(
        const core::PrintableDocument& document, const model::Campaign* campaign,
        const std::vector<core::BattleView>& battles, reports::Paper paper) = 0;
    // A written PDF goes to the desktop's viewer.
    virtual void showDocument(const std::filesystem::path& pdf) = 0;
};

}  // namespace tachanka::gui
