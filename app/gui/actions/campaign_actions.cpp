#include "app/gui/actions/campaign_actions.hpp"

#include <wx/wupdlock.h>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/changes_elsewhere.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/actions/dice_roller_dialog.hpp"
#include "app/gui/history_dialog.hpp"
#include "app/gui/actions/modal_player_dialogs.hpp"
#include "app/gui/actions/odds_calculator_dialog.hpp"
#include "app/gui/actions/turn_panel.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/actions/menu_command.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

CampaignActions::CampaignActions(CampaignWindow& window)
    : window_(window),
      dialogs_(std::make_unique<ModalPlayerDialogs>(window.frame())),
      battles_(std::make_unique<BattleActions>(window, *this)) {}

CampaignActions::~CampaignActions() = default;

void CampaignActions::setPlayerDialogs(std::unique_ptr<PlayerDialogs> dialogs) {
    dialogs_ = std::move(dialogs);
}

void CampaignActions::appendMenus(wxMenuBar& bar) {
    wxFrame& frame = window_.frame();

    auto* edit = new wxMenu;
    undoItem_ = edit->Append(wxID_ANY, "&Undo\tCtrl+Z", "Take back the campaign's last action");
    frame.Bind(wxEVT_MENU, [this](wxCommandEvent&) { undo(); }, undoItem_->GetId());
    addCommand(window_, *edit, "&History…\tCtrl+H",
               "Every moment of the campaign: open one as it stood, bookmark, return to it",
               [this] { showHistory(); });
    bar.Append(edit, "&Edit");
    frame.Bind(wxEVT_ACTIVATE, [this](wxActivateEvent& event) {
        event.Skip();
        if (!event.GetActive()) return;
        try {
            if (window_.changedOnDisk()) changedElsewhere();
        } catch (const core::UserError&) {
            // A file that cannot be read is reported when a command needs it; a message box
            // here would take the focus and activate the window again, and again.
        }
    });

    auto* turn = new wxMenu;
    addCommand(window_, *turn, "&Advance phase\tCtrl+Shift+A",
               "Go on to the next phase of the sequence of play (2.1)", [this] { advancePhase(); });
    addCommand(window_, *turn, "Choose &main body…\tCtrl+Shift+M",
               "Break a tie between a formation's groups for its main body (5.2 b)",
               [this] { chooseMainBodies(); });
    turn->AppendSeparator();
    addCommand(window_, *turn, "&Recover steps…\tCtrl+Shift+R",
               "Spend recruit points on a unit's lost steps (4.3.1)", [this] { recoverSteps(); });
    addCommand(window_, *turn, "&Build battalion…\tCtrl+Shift+B",
               "Raise a new battalion of recruits (4.3.2)", [this] { buildBattalion(); });
    addCommand(window_, *turn, "&Take prisoners…\tCtrl+Shift+T",
               "Enemy steps captured move the side's Prisoners marker (4.1)",
               [this] { takePrisoners(); },
               Offered::ToTheUmpire);
    addCommand(window_, *turn, "&Convert prisoners…\tCtrl+Shift+C",
               "Enlist prisoners as recruit points (4.1)", [this] { convertPrisoners(); });
    turn->AppendSeparator();
    addCommand(window_, *turn, "Roll random &event…\tCtrl+Shift+E",
               "The active player rolls d100 on his events column (6, optional)",
               [this] { rollRandomEvent(); },
               Offered::ToTheUmpire);
    addCommand(window_, *turn, "&Play held event…\tCtrl+Shift+H",
               "Play a Controlled event before it expires (6.2)", [this] { playRandomEvent(); });
    turn->AppendSeparator();
    addCommand(window_, *turn, "Record &unit change…\tCtrl+Shift+U",
               "Steps lost, mode, supply, hex, elimination or capture, with a reason",
               [this] { recordUnitChange(); });
    addCommand(window_, *turn, "&GM override…\tCtrl+Shift+G",
               "Set any stored value as the game master, with a reason", [this] { gmOverride(); },
               Offered::ToTheUmpire);
    bar.Append(turn, "&Turn");
    battles_->appendMenu(bar);

    auto* officers = new wxMenu;
    addCommand(window_, *officers, "&Draw tokens…\tCtrl+Shift+D",
               "A new officer draws tokens from his formation's pool and keeps one",
               [this] { drawOfficer(); },
               Offered::ToTheUmpire);
    addCommand(window_, *officers, "&Casualty…\tCtrl+Shift+K",
               "An officer killed, wounded or captured", [this] { officerCasualty(); },
               Offered::ToTheUmpire);
    addCommand(window_, *officers, "&Replace…\tCtrl+Shift+O",
               "Replace a fallen officer: promotion and a new draw", [this] { replaceOfficer(); },
               Offered::ToTheUmpire);
    bar.Append(officers, "&Officers");

    auto* tools = new wxMenu;
    addCommand(window_, *tools, "&Dice roller…\tF7", "Seeded dice, or dice rolled at the table",
               [this] { showDiceRoller(); });
    addCommand(window_, *tools, "&Odds calculator…\tF8",
               "Exact odds of Red Actions! and Orel 1919 rolls", [this] { showOddsCalculator(); });
    bar.Append(tools, "T&ools");
    refresh();
}

TurnPanel* CampaignActions::createTurnPage(wxWindow* parent) {
    turnPanel_ = new TurnPanel(parent, *this);
    turnPanel_->refresh();
    return turnPanel_;
}

TurnPanel* CampaignActions::turnPage() const {
    if (turnPanel_ != nullptr) window_.bringUpToDate(*turnPanel_);
    return turnPanel_;
}

void CampaignActions::refresh() {
    offeredUndo_.reset();
    seen_.reset();
    if (const auto file = window_.campaignFile()) {
        try {
            // The history of what the window shows, read with it: a change another program
            // wrote since shows as one elsewhere, even while the pages were being drawn.
            seen_ = window_.historyShown();
            offeredUndo_ = core::actionToUndo(*file);
        } catch (const core::UserError&) {
            // The window reports a file it cannot read; the item just stays disabled.
        }
    }
    if (undoItem_ != nullptr) {
        undoItem_->SetItemLabel(offeredUndo_
                                    ? "&Undo " + utf8(offeredUndo_->description) + "\tCtrl+Z"
                                    : wxString("&Undo\tCtrl+Z"));
        undoItem_->Enable(offeredUndo_.has_value());
    }
}

bool CampaignActions::changedElsewhere(ChoiceRestsOn rests) {
    const auto file = window_.campaignFile();
    // No other connection committed since the window read the file: nothing can have changed,
    // and the file need not be opened to ask.
    if (!file || (seen_ && !window_.changedOnDisk())) return false;
    if (seen_ && core::historyMark(*file) == *seen_) return false;
    const bool turnStands =
        rests == ChoiceRestsOn::Turn && seen_ && core::turnStandsAsAt(*file, *seen_);
    // What this window did last is no longer what was done last.
    lastOutcome_.clear();
    lastAdvance_.reset();
    window_.campaignChanged();
    return !turnStands;
}

void CampaignActions::onCampaign(
    const std::function<void(const std::filesystem::path&)>& command, ChoiceRestsOn rests) {
    const auto file = window_.campaignFile();
    if (!file) {
        window_.reportError("no campaign is open: create one (File → New) or open one first");
        return;
    }
    gui::reportingErrors(window_, [&] {
        // The player chose the command on what the window showed; that is no longer the campaign.
        if (changedElsewhere(rests)) {
            throw core::UserError("'" + file->filename().string() +
                                  "' was changed by another program: the window now shows it "
                                  "as it is; nothing was done, choose again");
        }
        command(*file);
    });
}

void CampaignActions::changed(std::vector<std::string> outcome) {
    // Drawn once, when all the action changed is in: the status bar's text would draw the
    // window at once (wxStatusBar updates itself), and then again for what came after it.
    const wxWindowUpdateLocker drawnOnce(&window_.frame());
    lastOutcome_ = std::move(outcome);
    window_.campaignChanged();
    if (!lastOutcome_.empty()) window_.frame().SetStatusText(utf8(lastOutcome_.front()), 0);
}

void CampaignActions::refused(const std::string& line) {
    window_.frame().SetStatusText(utf8(line), 0);
}

void CampaignActions::undo() {
    onCampaign([this](const std::filesystem::path& file) {
        if (!offeredUndo_) throw core::UserError("nothing to undo");
        const auto undone = core::undoLastAction(file, offeredUndo_->actionId);
        changed({"Undone: " + undone.description});
    });
}

HistoryDialog& CampaignActions::showHistory() {
    if (history_ == nullptr) history_ = new HistoryDialog(&window_.frame(), window_);
    history_->refresh();
    history_->Show();
    history_->Raise();
    return *history_;
}

DiceRollerDialog& CampaignActions::showDiceRoller() {
    if (diceRoller_ == nullptr) diceRoller_ = new DiceRollerDialog(&window_.frame());
    diceRoller_->Show();
    diceRoller_->Raise();
    return *diceRoller_;
}

OddsCalculatorDialog& CampaignActions::showOddsCalculator() {
    if (oddsCalculator_ == nullptr) oddsCalculator_ = new OddsCalculatorDialog(&window_.frame());
    oddsCalculator_->Show();
    oddsCalculator_->Raise();
    return *oddsCalculator_;
}

}  // namespace tachanka::gui
